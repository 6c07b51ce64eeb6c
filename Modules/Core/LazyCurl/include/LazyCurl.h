#ifndef LAZY_CURL_H
#define LAZY_CURL_H

/// Loads libcurl (`libcurl.so.4`) and looks up every function FoundationNetworking calls, once per
/// process (thread-safe). Returns NULL when it is loaded, else why it could not be (the dynamic
/// loader's message, in static storage).
///
/// The executables do not list libcurl among the libraries loaded at start (see LazyCurl.c): it and
/// the 30 libraries it needs cost about 6 ms of every start, and only a run that goes to the network
/// (`--env stage|prod`) uses it. Networking calls this before it makes a `URLSession`.
const char *lazy_curl_load(void);

#endif
