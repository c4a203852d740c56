import type { Plugin } from 'vite';

/** The modules whose chunks open each side of the app, as paths under web/src. */
const ROOTS = {
  entry: ['app/main.tsx'],
  login: ['auth/LoginScreen.tsx'],
  staffShell: ['app/App.tsx', 'app/frame/SignedInArea.tsx'],
  studentShell: ['student/StudentApp.tsx'],
  /** Everything the student side may load: its app and, through its dynamic imports, its screens. */
  student: ['student/StudentApp.tsx', 'student/screenModules.ts'],
};

/** How many screens' chunks (dynamic imports) must import a piece of ours for it to join their shared chunk. */
const SHARED_BY = 8;

type Graph = Map<string, { imports: readonly string[]; dynamicImports: readonly string[] }>;

/**
 * Which side of the app needs a module, read from the module graph once the build has it (before
 * chunking asks): the shells' static imports, and what Login and the student side can ever load.
 * The chunk groups of vite.config.ts ask it through `plan.is…`.
 */
export function chunkPlan(vendor: RegExp) {
  let sets: ReturnType<typeof classify> | undefined;
  const ready = () => {
    if (!sets) throw new Error('chunkPlan: the module graph is not read yet');
    return sets;
  };
  const plugin: Plugin = {
    name: 'chunk-plan',
    buildEnd() {
      const graph: Graph = new Map();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds });
      }
      sets = classify(graph, (id) => vendor.test(id));
    },
  };
  return {
    plugin,
    /** What the entry imports, but the entry module itself and the vendor chunks. */
    isBoot: (id: string) => ready().boot.has(id),
    /** Login and at least one signed-in shell import it on opening (the session's documents among them). */
    isSession: (id: string) => ready().session.has(id),
    /** Both signed-in shells (back-office and student side) import it on opening, Login does not. */
    isSignedInShell: (id: string) => ready().signedInShell.has(id),
    /** The back-office shell imports it on opening; Login and the student side never load it. */
    isStaffShell: (id: string) => ready().staffShell.has(id),
    /** Ours, imported by at least SHARED_BY screens, never loaded by Login or the student side. */
    isStaffShared: (id: string) => ready().staffShared.has(id),
  };
}

function classify(graph: Graph, isVendor: (id: string) => boolean) {
  const src = [...graph.keys()].filter((id) => /[\\/]web[\\/]src[\\/]/.test(id));
  const rootIds = (paths: string[]) =>
    paths.map((path) => {
      const id = src.find((candidate) => candidate.replaceAll('\\', '/').endsWith(`/web/src/${path}`));
      if (!id) throw new Error(`chunkPlan: no module web/src/${path}`);
      return id;
    });
  const reach = (ids: string[], dynamic: boolean) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const node = graph.get(id);
      for (const next of node?.imports ?? []) visit(next);
      if (dynamic) for (const next of node?.dynamicImports ?? []) visit(next);
    };
    for (const id of ids) visit(id);
    return seen;
  };
  const closure = (paths: string[], dynamic = false) => reach(rootIds(paths), dynamic);
  const [main] = rootIds(ROOTS.entry);
  const entry = closure(ROOTS.entry);
  const login = closure(ROOTS.login);
  const staffShell = closure(ROOTS.staffShell);
  const studentShell = closure(ROOTS.studentShell);
  const offStaff = new Set([...closure(ROOTS.login, true), ...closure(ROOTS.student, true)]);
  const sharedBy = new Map<string, number>();
  for (const screen of new Set([...graph.values()].flatMap((node) => node.dynamicImports)))
    for (const id of reach([screen], false)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);

  // A group also takes in its modules' imports that no group before it took, so each group keeps
  // only the modules whose imports all lie in it or in a group before it.
  const placed = new Set([...graph.keys()].filter(isVendor));
  const group = (candidates: Iterable<string>) => {
    const members = new Set([...candidates].filter((id) => !placed.has(id)));
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of members) {
        const imports = graph.get(id)?.imports ?? [];
        if (imports.every((next) => members.has(next) || placed.has(next))) continue;
        members.delete(id);
        changed = true;
      }
    }
    for (const id of members) placed.add(id);
    return members;
  };
  const boot = group([...entry].filter((id) => id !== main));
  const session = group([...login].filter((id) => staffShell.has(id) || studentShell.has(id)));
  const signedInShell = group([...staffShell].filter((id) => studentShell.has(id)));
  const staffShellOnly = group([...staffShell].filter((id) => !offStaff.has(id)));
  const shared = (id: string) => !id.includes('node_modules') && (sharedBy.get(id) ?? 0) >= SHARED_BY;
  const staffShared = group([...graph.keys()].filter((id) => shared(id) && !offStaff.has(id)));
  return { boot, session, signedInShell, staffShell: staffShellOnly, staffShared };
}
