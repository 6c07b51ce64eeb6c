"""The module dependency graph, derived from the package description (never a hand-kept list).

Nodes are the production modules (core modules, features, apps); an edge A -> B says a
production target of A (a core module, a feature's Interface or implementation, an app) depends
on a target of B. Test doubles (`XTesting`), demos and test targets are left out: they are not
what ships. An edge is an *interface edge* when A uses only B's Interface target (the way
features talk to each other), a *mocks edge* when A uses only B's Mocks (and perhaps its
Interface: mock-backend serving a feature's routes), an *implementation edge* otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from mosaic import DEMO, INTERFACE, MOCKS, TEST, TESTING, ToolError, modules, targets

INTERFACE_EDGE = "interface"
IMPLEMENTATION_EDGE = "implementation"
MOCKS_EDGE = "mocks"


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    kind: str


@dataclass
class Graph:
    nodes: dict[str, str]  # module name -> kind (core | feature | app)
    edges: list[Edge]

    def dependencies(self, name: str) -> set[str]:
        return {e.target for e in self.edges if e.source == name}

    def dependents(self, name: str) -> set[str]:
        return {e.source for e in self.edges if e.target == name}

    def closure(self, start: str, reverse: bool = False) -> set[str]:
        """`start` and every module it reaches (or, reversed, every module reaching it)."""
        if start not in self.nodes:
            known = ", ".join(sorted(self.nodes))
            raise ToolError(f"unknown module '{start}'; known: {known}")
        seen, pending = {start}, [start]
        step = self.dependents if reverse else self.dependencies
        while pending:
            for other in step(pending.pop()):
                if other not in seen:
                    seen.add(other)
                    pending.append(other)
        return seen

    def restricted(self, keep: set[str]) -> "Graph":
        return Graph(
            {n: k for n, k in self.nodes.items() if n in keep},
            [e for e in self.edges if e.source in keep and e.target in keep],
        )


def build(description: dict) -> Graph:
    """The graph of `description`'s production modules."""
    all_targets = targets(description)
    found = [m for m in modules(description) if m.kind != "suite"]
    nodes = {m.name: m.kind for m in found}
    module_of = {t: m.name for m in found for t in m.targets}
    kinds: dict[tuple[str, str], set[str]] = {}
    for target in all_targets.values():
        if target.kind in (TEST, TESTING, DEMO) or target.name not in module_of:
            continue
        source = module_of[target.name]
        for dependency in target.dependencies:
            other = module_of.get(dependency)
            if other is None or other == source:
                continue
            kinds.setdefault((source, other), set()).add(all_targets[dependency].kind)
    def kind(used: set[str]) -> str:
        if used == {INTERFACE}:
            return INTERFACE_EDGE
        return MOCKS_EDGE if MOCKS in used and used <= {INTERFACE, MOCKS} else IMPLEMENTATION_EDGE

    edges = [Edge(a, b, kind(used)) for (a, b), used in kinds.items()]
    order = list(nodes)
    edges.sort(key=lambda e: (order.index(e.source), order.index(e.target)))
    return Graph(nodes, edges)


def _node_id(name: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in name)


def to_mermaid(graph: Graph) -> str:
    """Mermaid `graph LR`: solid arrows for implementation edges, dotted for interface edges,
    dotted and labelled for mocks edges."""
    lines = ["graph LR"]
    shapes = {"core": ("[(", ")]"), "feature": ("[", "]"), "app": ("([", "])")}
    for name, kind in graph.nodes.items():
        left, right = shapes.get(kind, ("[", "]"))
        lines.append(f"    {_node_id(name)}{left}{name}{right}")
    for edge in graph.edges:
        arrow = {INTERFACE_EDGE: "-.->", MOCKS_EDGE: "-. mocks .->"}.get(edge.kind, "-->")
        lines.append(f"    {_node_id(edge.source)} {arrow} {_node_id(edge.target)}")
    return "\n".join(lines)


def to_dot(graph: Graph) -> str:
    """Graphviz DOT: interface and mocks edges dashed and labelled, node shape by kind."""
    shapes = {"core": "cylinder", "feature": "box", "app": "ellipse"}
    lines = ["digraph Mosaic {", "    rankdir=LR;", '    node [fontname="Helvetica"];']
    for name, kind in graph.nodes.items():
        lines.append(f'    "{name}" [shape={shapes.get(kind, "box")}];')
    for edge in graph.edges:
        style = f' [style=dashed, label="{edge.kind}"]' if edge.kind in (INTERFACE_EDGE, MOCKS_EDGE) else ""
        lines.append(f'    "{edge.source}" -> "{edge.target}"{style};')
    lines.append("}")
    return "\n".join(lines)


def to_json(graph: Graph) -> dict:
    return {
        "nodes": [{"name": n, "kind": k} for n, k in graph.nodes.items()],
        "edges": [{"from": e.source, "to": e.target, "kind": e.kind} for e in graph.edges],
    }
