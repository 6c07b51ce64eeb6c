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
/// | 75 | the data is in use by another process (EX_TEMPFAIL) |
/// | 129 | the terminal closed (128 + SIGHUP), after the screen is restored |
/// | 130 | interrupted: Ctrl-C (128 + SIGINT), as shells report it |
/// | 143 | ended by `kill` (128 + SIGTERM), after the screen is restored |
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
    /// The terminal closed while a screen was open (128 + SIGHUP).
    public static let hangUp: Int32 = 129
    /// The user pressed Ctrl-C (128 + SIGINT).
    public static let interrupted: Int32 = 130
    /// The process was asked to end, e.g. by `kill` (128 + SIGTERM).
    public static let terminated: Int32 = 143

    /// Every row of the table, in order (the README's table; `ExitStatusTests` checks the codes).
    public static let table: [(code: Int32, meaning: String)] = [
        (success, "success"),
        (failure, "the work failed (error shown, server failed or unreachable)"),
        (usage, "bad command line"),
        (dataError, "unknown id or code, or data that cannot be read (--data-file, server answer)"),
        (cannotCreate, "the database cannot be opened or created"),
        (ioError, "the output could not be written (full disk, closed pipe)"),
        (inUse, "the data is in use by another process (data wipe); try again when it has quit"),
        (hangUp, "the terminal closed (SIGHUP); the screen was restored first"),
        (interrupted, "interrupted (Ctrl-C)"),
        (terminated, "ended by kill (SIGTERM); the screen was restored first"),
    ]
}
