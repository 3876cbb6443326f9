/**
 * The orders a forum test puts in a book, typed as the ruleset declares its
 * kinds (`orderKindsOf`, Lychantropia's `defineOrder`): each kind keeps its
 * id as written, and `read` the value its prompt takes. A ruleset's driver
 * lists the modules that declare its kinds, imported as types, and its
 * `put`/`refuse` take one of those ids and that kind's value, so that a
 * misspelt kind or a value of the wrong shape fails the typecheck:
 *
 *   type LOrders = OrdersOf<KindsIn<typeof dayOrders & typeof nightOrders>>;
 *   put<K extends KindOf<LOrders>>(player: string, kind: K, value: LOrders[K]): this
 *
 * Names stand for ids (`PlayerId` is a string), as in a table's answers.
 */

/** What an order kind is to the tests: an id, and the value its `read` gives back. */
interface KindLike {
  id: string;
  read(value: never): unknown;
}

/** The kinds of a list that keep their ids (a book's list typed as any kind, `Kind[]`, repeats kinds exported one by one). */
type Listed<E> = E extends KindLike ? (string extends E['id'] ? never : E) : never;

/** The kinds among one exported value: a kind, a list of kinds, a family of them (`{ kinds }`). */
type KindsOfValue<V> = V extends KindLike
  ? V
  : V extends readonly (infer E)[]
    ? Listed<E>
    : V extends { kinds: readonly (infer E)[] }
      ? Listed<E>
      : never;

/** The order kinds among a module's exports (`typeof import(…)`, as `DefsIn` reads the steps). */
export type KindsIn<M> = M[keyof M] extends infer V ? KindsOfValue<V> : never;

/** Each kind's id and the value it takes. */
export type OrdersOf<Kinds> = {
  [D in Kinds as D extends { id: infer K extends string } ? K : never]: D extends {
    read(value: never): infer V;
  }
    ? V
    : never;
};

/** The kinds whose id the compiler does not know (built from a plain string): they would take any kind (must be `never`). */
export type UntypedKinds<Kinds> = Kinds extends { id: infer K } ? (string extends K ? Kinds : never) : never;

/** A kind the driver takes; none for a table of any id (`Record<string, …>`), as `StepOf` does for steps. */
export type KindOf<O> = string extends keyof O ? never : keyof O & string;
