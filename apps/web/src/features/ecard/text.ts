/** A held card's projects as the lists show them: "name used/total" joined by ';'. */
export const projectsText = (ps: readonly { name: string; used: number; totalLimit: number }[] | null | undefined) =>
  (ps ?? []).map((p) => `${p.name} ${p.used}/${p.totalLimit}`).join(';');
