/// The exit-code table every Mosaic executable follows (README: "Exit codes").
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | the work failed: the screen settled on an error, the server failed or could not be reached |
/// | 64 | bad command line (EX_USAGE): unknown option, bad value, missing argument |
/// | 65 | bad data (EX_DATAERR): an unknown id or code, a `--data-file` or server answer that cannot be read |
/// | 73 | the database cannot be opened or created (EX_CANTCREAT) |
/// | 74 | the output could not be written (EX_IOERR): a full disk, a closed pipe |
/// | 130 | interrupted: Ctrl-C (128 + SIGINT), as shells report it |
public enum ExitStatus {
    /// Everything worked.
    public static let success: Int32 = 0
    /// The work failed (the screen settled on an error, the network failed, ...).
    public static let failure: Int32 = 1
    /// Bad command line (EX_USAGE).
    public static let usage: Int32 = 64
    /// The input named something that does not exist, or its data cannot be read (EX_DATAERR).
    public static let dataError: Int32 = 65
    /// The database could not be opened or created (EX_CANTCREAT).
    public static let cannotCreate: Int32 = 73
    /// The output could not be written: a full disk, a closed pipe (EX_IOERR).
    public static let ioError: Int32 = 74
    /// The data is in use by another process; try again when it has quit (EX_TEMPFAIL).
    public static let inUse: Int32 = 75
    /// The user pressed Ctrl-C (128 + SIGINT).
    public static let interrupted: Int32 = 130

    /// Every row of the table, in order: what tests and `--help` enumerate.
    public static let table: [(code: Int32, meaning: String)] = [
        (success, "success"),
        (failure, "the work failed (error shown, server failed or unreachable)"),
        (usage, "bad command line"),
        (dataError, "unknown id or code, or data that cannot be read (--data-file, server answer)"),
        (cannotCreate, "the database cannot be opened or created"),
        (ioError, "the output could not be written (full disk, closed pipe)"),
        (inUse, "the data is in use by another process (data wipe); try again when it has quit"),
        (interrupted, "interrupted (Ctrl-C)"),
    ]
}
