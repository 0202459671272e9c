/** A node of the pickers' trees (menus, roles, departments, dictionaries). */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
}

export type Tree<T> = T & { children?: Tree<T>[]; hasChildren: boolean };

/** Rows with id/parentId → nested tree (children only where there are any). */
export function toTree<T extends { id: string; parentId: string }>(rows: T[], rootId = '0'): Tree<T>[] {
  const byParent = new Map<string, T[]>();
  for (const row of rows) {
    const list = byParent.get(String(row.parentId)) ?? [];
    list.push({ ...row });
    byParent.set(String(row.parentId), list);
  }
  const ids = new Set(rows.map((row) => String(row.id)));
  const build = (list: T[]): Tree<T>[] =>
    list.map((node) => {
      const kids = byParent.get(String(node.id));
      return kids ? { ...node, hasChildren: true, children: build(kids) } : { ...node, hasChildren: false };
    });
  // Roots: the given root, plus orphans whose parent is not in the set (a granted child of an ungranted parent).
  const roots = rows.filter((row) => String(row.parentId) === rootId || !ids.has(String(row.parentId)));
  return build(roots.map((row) => ({ ...row })));
}
