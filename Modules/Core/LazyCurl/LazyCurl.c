// libcurl, loaded the first time it is used instead of at every start.
//
// FoundationNetworking (URLSession on Linux) calls 23 libcurl functions. Linked normally, every
// executable loads libcurl and the 30 libraries it depends on (TLS, Kerberos, LDAP, ...) before
// main: about 6 ms of a 9 ms `--version`, and of every first frame, though only runs that go to the
// network use it. This file defines those 23 functions. Each calls the real one through a table
// filled once, by dlopen/dlsym, on first use. `link/libcurl.so` (an empty linker script found
// before the system's libcurl) keeps `-lcurl` from adding the library to the executables.
//
// Three of the functions are variadic (curl_easy_setopt, curl_easy_getinfo, curl_multi_setopt).
// Each takes exactly one value after the option: a long, a curl_off_t, a pointer or a function
// pointer. On the 64-bit Linux targets Swift supports (LP64: x86_64, aarch64) all four are 64-bit
// values passed the same way, so the value is read as a pointer and passed on unchanged.

#include "LazyCurl.h"

#ifdef __linux__

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

_Static_assert(sizeof(void *) == 8 && sizeof(long) == 8 && sizeof(long long) == 8,
               "the variadic forwarding below assumes LP64");

// The library's own names and the soname FoundationNetworking is built against.
#define LAZY_CURL_SONAME "libcurl.so.4"

// The functions FoundationNetworking calls that return a value: X(return type, name, parameters,
// arguments).
#define LAZY_CURL_FUNCTIONS(X)                                                                       \
    X(int, curl_global_init, (long flags), (flags))                                                   \
    X(void *, curl_easy_init, (void), ())                                                             \
    X(int, curl_easy_pause, (void *easy, int mask), (easy, mask))                                     \
    X(const char *, curl_easy_strerror, (int code), (code))                                           \
    X(void *, curl_multi_init, (void), ())                                                            \
    X(int, curl_multi_cleanup, (void *multi), (multi))                                                \
    X(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))                           \
    X(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))                        \
    X(int, curl_multi_assign, (void *multi, int socket, void *data), (multi, socket, data))           \
    X(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))                      \
    X(int, curl_multi_socket_action, (void *multi, int socket, int events, int *running),             \
      (multi, socket, events, running))                                                               \
    X(void *, curl_slist_append, (void *list, const char *text), (list, text))                        \
    X(void *, curl_url, (void), ())                                                                   \
    X(int, curl_url_get, (const void *url, int part, char **text, unsigned int flags),                \
      (url, part, text, flags))                                                                       \
    X(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags),                 \
      (url, part, text, flags))                                                                       \
    X(char *, curl_version, (void), ())                                                               \
    X(void *, curl_version_info, (int version), (version))

// The ones that return nothing: X(name, parameters, arguments).
#define LAZY_CURL_PROCEDURES(X)                                                                      \
    X(curl_easy_cleanup, (void *easy), (easy))                                                        \
    X(curl_free, (void *pointer), (pointer))                                                          \
    X(curl_slist_free_all, (void *list), (list))

// The variadic ones, each `int name(void *handle, int option, ...)`: X(name).
#define LAZY_CURL_VARIADIC(X)                                                                        \
    X(curl_easy_setopt)                                                                               \
    X(curl_easy_getinfo)                                                                              \
    X(curl_multi_setopt)

static struct {
#define FIELD(ret, name, params, args) ret(*name) params;
    LAZY_CURL_FUNCTIONS(FIELD)
#undef FIELD
#define PROCEDURE_FIELD(name, params, args) void(*name) params;
    LAZY_CURL_PROCEDURES(PROCEDURE_FIELD)
#undef PROCEDURE_FIELD
#define VARIADIC_FIELD(name) int (*name)(void *, int, ...);
    LAZY_CURL_VARIADIC(VARIADIC_FIELD)
#undef VARIADIC_FIELD
} table;

static const char *problem = "libcurl was not loaded yet";
static char problemText[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *lookUp(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && problem == NULL) {
        snprintf(problemText, sizeof problemText, "%s has no %s", LAZY_CURL_SONAME, name);
        problem = problemText;
    }
    return symbol;
}

static void load(void) {
    void *library = dlopen(LAZY_CURL_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(problemText, sizeof problemText, "%s", reason ? reason : LAZY_CURL_SONAME " could not be loaded");
        problem = problemText;
        return;
    }
    problem = NULL;
#define LOOK_UP(ret, name, params, args) table.name = (ret(*) params)lookUp(library, #name);
    LAZY_CURL_FUNCTIONS(LOOK_UP)
#undef LOOK_UP
#define LOOK_UP_PROCEDURE(name, params, args) table.name = (void(*) params)lookUp(library, #name);
    LAZY_CURL_PROCEDURES(LOOK_UP_PROCEDURE)
#undef LOOK_UP_PROCEDURE
#define LOOK_UP_VARIADIC(name) table.name = (int (*)(void *, int, ...))lookUp(library, #name);
    LAZY_CURL_VARIADIC(LOOK_UP_VARIADIC)
#undef LOOK_UP_VARIADIC
}

const char *lazy_curl_load(void) {
    pthread_once(&once, load);
    return problem;
}

// Networking checks lazy_curl_load() before it makes a URLSession; reaching a curl function
// without the library is a bug, stopped here with the reason rather than a jump to address 0.
static void require(void) {
    const char *reason = lazy_curl_load();
    if (reason != NULL) {
        fprintf(stderr, "error: the network library could not be loaded: %s\n", reason);
        abort();
    }
}

#define FORWARD(ret, name, params, args)                                                             \
    ret name params {                                                                                 \
        require();                                                                                    \
        return table.name args;                                                                       \
    }
LAZY_CURL_FUNCTIONS(FORWARD)
#undef FORWARD

#define FORWARD_PROCEDURE(name, params, args)                                                        \
    void name params {                                                                                \
        require();                                                                                    \
        table.name args;                                                                              \
    }
LAZY_CURL_PROCEDURES(FORWARD_PROCEDURE)
#undef FORWARD_PROCEDURE

#define FORWARD_VARIADIC(name)                                                                       \
    int name(void *handle, int option, ...) {                                                         \
        require();                                                                                    \
        va_list values;                                                                               \
        va_start(values, option);                                                                     \
        void *value = va_arg(values, void *);                                                         \
        va_end(values);                                                                               \
        return table.name(handle, option, value);                                                     \
    }
LAZY_CURL_VARIADIC(FORWARD_VARIADIC)
#undef FORWARD_VARIADIC

#else

// Elsewhere URLSession does not use libcurl: there is nothing to load.
const char *lazy_curl_load(void) { return 0; }

#endif
