import Networking

/// The hiring list as of one fetch: every readable entry (named or not, in the backend's order;
/// the feature drops unnamed ones), how many entries were malformed, when and from where.
public typealias HiringSnapshot = ListSnapshot<HiringItem>
