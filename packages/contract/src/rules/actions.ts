/**
 * A thing with states, as Sharetribe's transaction process keeps one: for each state, the actions
 * it allows, each always (`true`) or while a guard on the item's facts holds. The server decides
 * with `can`; its answers carry `allowedActions`, so the web offers exactly what the server takes.
 */
export type ActionGuard<F> = true | ((facts: F) => boolean);
export type ActionTable<S extends string, A extends string, F> = Readonly<Record<S, Readonly<Partial<Record<A, ActionGuard<F>>>>>>;

export function can<S extends string, A extends string, F>(table: ActionTable<S, A, F>, action: A, state: S, facts: F): boolean {
  const guard = table[state][action];
  return guard === true || (typeof guard === 'function' && guard(facts));
}

/** The actions `state` allows now, in the order `actions` lists them. */
export function allowedActions<S extends string, A extends string, F>(table: ActionTable<S, A, F>, actions: readonly A[], state: S, facts: F): A[] {
  return actions.filter((action) => can(table, action, state, facts));
}
