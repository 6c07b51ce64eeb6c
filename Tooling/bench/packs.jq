# jq reference for `packs list --format json`: keep the elements a parcel can be made of, sort them
# with the app's keys (status order, pickup date newest first, expiry and stored date oldest first,
# missing dates last, id largest first) and print the two groups. Run: jq -f packs.jq BODY.json
def rule: {"CREATED": [10, "Created"], "NOT_READY": [20, "Being prepared"],
  "CONFIRMED": [30, "Collected from sender"], "ADOPTED_AT_SOURCE_BRANCH": [40, "Accepted at branch"],
  "SENT_FROM_SOURCE_BRANCH": [50, "Sent from branch"],
  "ADOPTED_AT_SORTING_CENTER": [60, "Accepted at sorting center"],
  "SENT_FROM_SORTING_CENTER": [70, "Sent from sorting center"], "OTHER": [80, "Other"],
  "DELIVERED": [90, "Delivered"], "RETURNED_TO_SENDER": [100, "Returned to sender"],
  "AVIZO": [110, "Notice left"], "OUT_FOR_DELIVERY": [120, "Out for delivery"],
  "READY_TO_PICKUP": [130, "Ready for pickup"], "PICKUP_TIME_EXPIRED": [140, "Pickup time expired"]}
  [if type == "string" then . else "" end] // [-1, "Other"];
def seconds: if type == "string" then (try fromdateiso8601 catch null) else null end;
def missing_last(f): if f == null then [1, 0] else [0, f] end;
# Largest numeric id first: fewer digits last, then each digit complemented (ascending = descending).
def id_descending: (.id | sub("^0+"; "")) as $digits
  | if ($digits | test("^[0-9]*$")) then [0, -($digits | length), ($digits | explode | map(105 - .) | implode)]
    else [1, 0, ""] end;
length as $all
| map(select(type == "object" and (.id | type) == "string" and (.sender | type) == "string"
    and (.id | gsub("^\\s+|\\s+$"; "") | length) > 0))
| ($all - length) as $skipped
| map((.status | rule) as $rule | {
    id, sender, status: (.status | if type == "string" then . else "" end),
    shipmentType: (.shipmentType | if type == "string" then . else "" end),
    expiryDate: (.expiryDate | seconds), pickUpDate: (.pickUpDate | seconds),
    storedDate: (.storedDate | seconds), order: $rule[0], statusName: $rule[1]} | . + {idKey: id_descending})
| sort_by([-.order, missing_last(if .pickUpDate == null then null else -.pickUpDate end),
    missing_last(.expiryDate), missing_last(.storedDate), .idKey])
| map(. + {completed: (.status == "DELIVERED" or .status == "RETURNED_TO_SENDER")})
| [["inTransit", "On the way", false], ["completed", "Completed", true]] as $groups
| . as $packs
| {groups: [$groups[] as $g | ($packs | map(select(.completed == $g[2]))) as $members | {
    group: $g[0], title: $g[1], count: ($members | length),
    packs: [$members[] | {archived: false, id, sender, status, statusName,
      statusSupported: (.order >= 0), shipmentType,
      expiryDate: (.expiryDate | if . == null then null else todateiso8601 end),
      pickUpDate: (.pickUpDate | if . == null then null else todateiso8601 end),
      storedDate: (.storedDate | if . == null then null else todateiso8601 end)}]}],
  skipped: $skipped, source: "server", syncedAt: (now | floor | todateiso8601)}
