// The native anchor for `packs list --format json` (issue 23): what a C++ program with simdjson
// takes to do the same work, so `Tooling/bench-compare` can say how far Mosaic is from the limit.
//
// The same job as packs_ref.py's `list`: read a `GET /packs` body, keep the elements a parcel can be
// made of (one bad element costs only itself), group them (on the way / completed), sort them with
// the app's keys (status order, pickup date newest first, expiry and stored date oldest first,
// missing dates last, id largest first; ties keep the body's order) and print the listing JSON with
// sorted keys, indented by two, `"key" : value` as the app prints it.
//
//   g++ -O2 -std=c++17 packs_anchor.cpp -lsimdjson -o packs_anchor   (libsimdjson-dev)
//   packs_anchor FILE

#include <simdjson.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Rule {
    std::string_view status;
    int order;
    bool completed;
    std::string_view name;
};

// As in PackStatusRules and the en strings (packs_ref.py's RULES).
constexpr Rule rules[] = {
    {"CREATED", 10, false, "Created"},
    {"NOT_READY", 20, false, "Being prepared"},
    {"CONFIRMED", 30, false, "Collected from sender"},
    {"ADOPTED_AT_SOURCE_BRANCH", 40, false, "Accepted at branch"},
    {"SENT_FROM_SOURCE_BRANCH", 50, false, "Sent from branch"},
    {"ADOPTED_AT_SORTING_CENTER", 60, false, "Accepted at sorting center"},
    {"SENT_FROM_SORTING_CENTER", 70, false, "Sent from sorting center"},
    {"OTHER", 80, false, "Other"},
    {"DELIVERED", 90, true, "Delivered"},
    {"RETURNED_TO_SENDER", 100, true, "Returned to sender"},
    {"AVIZO", 110, false, "Notice left"},
    {"OUT_FOR_DELIVERY", 120, false, "Out for delivery"},
    {"READY_TO_PICKUP", 130, false, "Ready for pickup"},
    {"PICKUP_TIME_EXPIRED", 140, false, "Pickup time expired"},
};
constexpr Rule unsupported = {"", -1, false, "Other"};

struct Pack {
    std::string_view id, sender, status, shipment;
    const Rule* rule;
    std::optional<int64_t> expiry, pickUp, stored;
};

int digits(std::string_view text, size_t at, size_t count, bool& ok) {
    int value = 0;
    for (size_t i = at; i < at + count; i++) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9') {
            ok = false;
            return 0;
        }
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

// Seconds since 1970 of `YYYY-MM-DDTHH:MM:SS` with `Z` or a `±HH:MM` / `±HHMM` offset; else none.
std::optional<int64_t> parseDate(std::string_view text) {
    bool ok = text.size() >= 20 && text[4] == '-' && text[7] == '-' && text[10] == 'T' && text[13] == ':'
              && text[16] == ':';
    int year = digits(text, 0, 4, ok), month = digits(text, 5, 2, ok), day = digits(text, 8, 2, ok);
    int hour = digits(text, 11, 2, ok), minute = digits(text, 14, 2, ok), second = digits(text, 17, 2, ok);
    if (!ok || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
        return std::nullopt;
    }
    std::string_view zone = text.substr(19);
    int offset = 0;
    if (zone != "Z") {
        bool zoneOK = (zone.size() == 6 && zone[3] == ':') || zone.size() == 5;
        if (!zoneOK || (zone[0] != '+' && zone[0] != '-')) return std::nullopt;
        int hours = digits(zone, 1, 2, zoneOK), minutes = digits(zone, zone.size() - 2, 2, zoneOK);
        if (!zoneOK) return std::nullopt;
        offset = (zone[0] == '+' ? 1 : -1) * (hours * 3600 + minutes * 60);
    }
    // Days from the civil date (Howard Hinnant's algorithm).
    int y = year - (month <= 2);
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    int64_t days = int64_t(era) * 146097 + doe - 719468;
    return days * 86400 + hour * 3600 + minute * 60 + second - offset;
}

std::string_view trimmed(std::string_view text) {
    auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    return text;
}

// Ids that are all digits compare by value (longer is larger) above every other id.
bool idBefore(std::string_view a, std::string_view b) {  // a sorts first: a's key is larger
    auto numeric = [](std::string_view id) {
        return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    bool na = numeric(a), nb = numeric(b);
    if (na != nb) return na;
    if (na) {
        a.remove_prefix(std::min(a.find_first_not_of('0'), a.size()));
        b.remove_prefix(std::min(b.find_first_not_of('0'), b.size()));
        if (a.size() != b.size()) return a.size() > b.size();
    }
    return a > b;
}

// Ascending with missing last: -1 a first, 1 b first, 0 equal.
int ascendingMissingLast(const std::optional<int64_t>& a, const std::optional<int64_t>& b) {
    if (a.has_value() != b.has_value()) return a ? -1 : 1;
    if (!a || *a == *b) return 0;
    return *a < *b ? -1 : 1;
}

bool before(const Pack& a, const Pack& b) {
    if (a.rule->order != b.rule->order) return a.rule->order > b.rule->order;
    if (a.pickUp.has_value() != b.pickUp.has_value()) return a.pickUp.has_value();
    if (a.pickUp && *a.pickUp != *b.pickUp) return *a.pickUp > *b.pickUp;
    if (int c = ascendingMissingLast(a.expiry, b.expiry)) return c < 0;
    if (int c = ascendingMissingLast(a.stored, b.stored)) return c < 0;
    return idBefore(a.id, b.id) && !(a.id == b.id);
}

void appendQuoted(std::string& out, std::string_view text) {
    out += '"';
    for (unsigned char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                out += escaped;
            } else {
                out += char(c);
            }
        }
    }
    out += '"';
}

void appendDate(std::string& out, const std::optional<int64_t>& seconds) {
    if (!seconds) {
        out += "null";
        return;
    }
    std::time_t time = std::time_t(*seconds);
    std::tm parts{};
    gmtime_r(&time, &parts);
    char text[32];
    std::strftime(text, sizeof text, "\"%Y-%m-%dT%H:%M:%SZ\"", &parts);
    out += text;
}

std::optional<std::string_view> stringMember(simdjson::dom::object object, const char* key) {
    std::string_view value;
    if (object[key].get_string().get(value) != simdjson::SUCCESS) return std::nullopt;
    return value;
}

std::optional<int64_t> dateMember(simdjson::dom::object object, const char* key) {
    auto text = stringMember(object, key);
    return text ? parseDate(*text) : std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: packs_anchor FILE\n");
        return 64;
    }
    simdjson::dom::parser parser;
    simdjson::dom::array body;
    if (auto error = parser.load(argv[1]).get_array().get(body)) {
        std::fprintf(stderr, "packs_anchor: %s\n", simdjson::error_message(error));
        return 65;
    }
    std::vector<Pack> packs;
    packs.reserve(body.size());
    int skipped = 0;
    for (simdjson::dom::element element : body) {
        simdjson::dom::object object;
        if (element.get_object().get(object) != simdjson::SUCCESS) {
            skipped++;
            continue;
        }
        auto id = stringMember(object, "id"), sender = stringMember(object, "sender");
        if (!id || !sender || trimmed(*id).empty()) {
            skipped++;
            continue;
        }
        Pack pack{trimmed(*id), *sender, stringMember(object, "status").value_or(""),
                  stringMember(object, "shipmentType").value_or(""), &unsupported,
                  dateMember(object, "expiryDate"), dateMember(object, "pickUpDate"),
                  dateMember(object, "storedDate")};
        for (const Rule& rule : rules) {
            if (rule.status == pack.status) pack.rule = &rule;
        }
        packs.push_back(pack);
    }
    std::stable_sort(packs.begin(), packs.end(), before);

    std::string out;
    out.reserve(packs.size() * 420 + 256);
    out += "{\n  \"groups\" : [\n";
    const struct { const char* key; const char* title; bool completed; } groups[] = {
        {"inTransit", "On the way", false}, {"completed", "Completed", true}};
    for (int g = 0; g < 2; g++) {
        size_t count = std::count_if(packs.begin(), packs.end(),
                                     [&](const Pack& p) { return p.rule->completed == groups[g].completed; });
        out += "    {\n      \"count\" : " + std::to_string(count) + ",\n      \"group\" : \"" + groups[g].key
               + "\",\n      \"packs\" : [";
        bool first = true;
        for (const Pack& p : packs) {
            if (p.rule->completed != groups[g].completed) continue;
            out += first ? "\n" : ",\n";
            first = false;
            out += "        {\n          \"archived\" : false,\n          \"expiryDate\" : ";
            appendDate(out, p.expiry);
            out += ",\n          \"id\" : ";
            appendQuoted(out, p.id);
            out += ",\n          \"pickUpDate\" : ";
            appendDate(out, p.pickUp);
            out += ",\n          \"sender\" : ";
            appendQuoted(out, p.sender);
            out += ",\n          \"shipmentType\" : ";
            appendQuoted(out, p.shipment);
            out += ",\n          \"status\" : ";
            appendQuoted(out, p.status);
            out += ",\n          \"statusName\" : ";
            appendQuoted(out, p.rule->name);
            out += p.rule == &unsupported ? ",\n          \"statusSupported\" : false"
                                          : ",\n          \"statusSupported\" : true";
            out += ",\n          \"storedDate\" : ";
            appendDate(out, p.stored);
            out += "\n        }";
        }
        out += first ? "]" : "\n      ]";
        out += std::string(",\n      \"title\" : \"") + groups[g].title + "\"\n    }" + (g == 0 ? ",\n" : "\n");
    }
    out += "  ],\n  \"skipped\" : " + std::to_string(skipped) + ",\n  \"source\" : \"server\",\n  \"syncedAt\" : ";
    appendDate(out, int64_t(std::time(nullptr)));
    out += "\n}\n";
    if (std::fwrite(out.data(), 1, out.size(), stdout) != out.size() || std::fflush(stdout) != 0) {
        std::perror("packs_anchor: writing the output");
        return 74;
    }
    return 0;
}
