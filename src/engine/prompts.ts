/**
 * Prompts: what the MJ answers at a call, and the type of answer each kind
 * takes. A step declares its prompt; `AnswerOf` turns that declaration into
 * the type its `validate` and `resolve` receive, so no ruleset reads an
 * answer as loose JSON (see `step.ts`).
 */
import type { Order, OrderEdit } from './orders';
import type { PlayerId } from './types';

export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

export interface Voter {
  id: PlayerId;
  weight: number;
}

/** Just « Suivant »: the answer is null. */
export interface AckPrompt {
  kind: 'ack';
  label?: string;
  /** Why the call takes nothing but « Suivant » now (the rule that says so), when a rule does. */
  why?: Why;
}

/**
 * Between `min` and `max` players among `candidates`: the answer is their ids.
 * `barred`, when given, says why some players left out of `candidates` may
 * not be chosen (dead, gone with the Mage, protected last night…): a refused
 * answer names that rule instead of a bare « ne peut pas ». A call declares
 * both at once as its bars (`bars.ts`): the candidates are the seats no bar
 * catches, and `barred` is worked out only when a refusal reads it.
 */
export interface PlayersPrompt {
  kind: 'players';
  label: string;
  min: number;
  max: number;
  candidates: PlayerId[];
  barred?: Record<PlayerId, Why>;
}

/** One option: the answer is its value (a union of the declared values). */
export interface ChoicePrompt<V extends string = string> {
  kind: 'choice';
  label: string;
  options: ChoiceOption<V>[];
  /** Options the book shuts now, by value, with the rule that shuts them (not offered, refused with it). */
  closed?: Record<string, Why>;
  /**
   * The option that means « nothing » (« Rien cette nuit », « Pas d’attaque », « Personne »), when there is one:
   * the answer of a player who does nothing, which the screen may give for him (a woken role passing several
   * calls at once, `src/ui/game/quietSeries.ts`).
   */
  none?: V;
}

/** Yes or no: the answer is a boolean; `yes` and `no` relabel the buttons. */
export interface YesNoPrompt {
  kind: 'yesno';
  label: string;
  yes?: string;
  no?: string;
}

/** An integer within bounds. */
export interface NumberPrompt {
  kind: 'number';
  label: string;
  min: number;
  max: number;
}

/**
 * A non-empty text. `suggestions`: ready-made values the MJ may pick (a
 * random playout picks one of them).
 */
export interface TextPrompt {
  kind: 'text';
  label: string;
  maxLength: number;
  suggestions?: string[];
}

/** Why a rule says no, in French, with the book's line when known (`002:62`), for the MJ's « Pourquoi ? ». */
export interface Why {
  reason: string;
  rule?: string;
}

/** One kind of order of an order book (a vote, a bid, an item's use…). */
export interface OrderKind {
  id: string;
  label: string;
  prompt: Prompt;
  /** Who may give this kind of order (default: every player of the book). */
  players?: PlayerId[];
  /**
   * Why some players of the book left out of `players` may not give it now
   * (the Notaire never bids, the last bidder may not bid again): the refusal
   * names that rule instead of a bare « ne peut pas ».
   */
  barred?: Record<PlayerId, Why>;
  /**
   * The order of the moment (the day's vote, the pack's target at night, an
   * election): the one each of its givers is expected to send now. The order
   * screen puts it in place on every giver's row, whatever comes before it in
   * the book's order (a wolf's own power, an item held).
   */
  main?: true;
  /**
   * The rule that forbids a giver to name himself (its prompt a players
   * one): the screen leaves each giver out of his own choices
   * (`promptFor`), and the engine refuses his own name with this rule.
   */
  notSelf?: Why;
  /**
   * Givers who must name someone where the others may name nobody (a
   * candidate votes for another candidate), each with the rule: the screen
   * offers them no « Personne », and the engine refuses their empty answer
   * with it.
   */
  noBlank?: Record<PlayerId, Why>;
  /**
   * The most values each giver may pick now, when it is his own (the Pigeons
   * a player holds, one per recipient): the order's dialog shows his count,
   * not the prompt's bound for everyone. The rules still check the order.
   */
  most?: Record<PlayerId, number>;
}

/**
 * A kind of order of the book that nobody may give now, and why (no auction
 * opened, the highest bid already reached). It may still be cancelled: an
 * order already in the book stays cancellable when its kind shuts.
 */
export interface ClosedOrderKind extends Why {
  id: string;
  label: string;
  /**
   * Why each seat may not give it now, when the rule differs from seat to
   * seat (a power spent by its holder, a role another seat lacks): the
   * refusal of that seat's order names its own rule rather than the kind's.
   */
  barred?: Record<PlayerId, Why>;
}

/**
 * An order book edit (forum games): the answer is an `OrderEdit` (put an
 * order, cancel one, set the deadline, close the book). Each kind's own value
 * is checked against its prompt. A kind's `players`, when given, are the only
 * ones who may give that kind of order.
 */
export interface OrdersPrompt {
  kind: 'orders';
  label: string;
  players: PlayerId[];
  /**
   * Seats left out of `players` by a rule the ruleset names (a dead player
   * of a forum game), with that rule: an order of theirs is refused with it
   * rather than a bare « ne peut pas donner d’ordre ».
   */
  barred?: Record<PlayerId, Why>;
  kinds: OrderKind[];
  /** The book's kinds shut for now, each with the rule that shuts it. */
  closed?: ClosedOrderKind[];
  /**
   * The orders standing now, when they were entered at an earlier call (a
   * night's stop asks again about orders given before the deadline): the
   * screen starts from them instead of this call's answers.
   */
  standing?: Order[];
  /**
   * This book has no deadline (the roles drawn before day 0): the screen
   * offers no deadline field (the ruleset refuses an edit that sets one).
   */
  noDeadline?: true;
}

/**
 * Every voter's ballot: the answer maps each voter to a candidate, or null
 * (blank). `only`, when given, narrows some voters' choice to a few of the
 * candidates (a law that lets each vote only against a neighbour);
 * `onlyBy` names what narrows them (« Loi du jour ») and its book line, for
 * the refusal of a ballot outside them. `absent`, when true, lets the answer leave voters out: they did not vote at
 * all (a forum player who posted no ballot), which is not a blank vote; the
 * ruleset says where its book allows it.
 */
export interface BallotsPrompt {
  kind: 'ballots';
  label: string;
  voters: Voter[];
  candidates: PlayerId[];
  allowBlank: boolean;
  only?: Record<PlayerId, PlayerId[]>;
  onlyBy?: Why;
  absent?: boolean;
  /** Players left out of the candidates, by id, with the rule that leaves them out. */
  barred?: Record<PlayerId, Why>;
}

export type Prompt =
  AckPrompt | PlayersPrompt | ChoicePrompt | YesNoPrompt | NumberPrompt | TextPrompt | OrdersPrompt | BallotsPrompt;

/** A ballots answer: each voter's candidate, or null for a blank vote (a voter left out is absent, where the prompt allows it). */
export type Ballots = Record<PlayerId, PlayerId | null>;

/**
 * The answer a prompt takes. A step whose prompt may be of several kinds
 * (players, or just « Suivant » when nobody can be chosen) receives the union.
 */
export type AnswerOf<P> = P extends AckPrompt
  ? null
  : P extends PlayersPrompt
    ? PlayerId[]
    : P extends { kind: 'choice'; options: readonly (infer O)[] }
      ? O extends { value: infer V extends string }
        ? V
        : never
      : P extends YesNoPrompt
        ? boolean
        : P extends NumberPrompt
          ? number
          : P extends TextPrompt
            ? string
            : P extends OrdersPrompt
              ? OrderEdit
              : P extends BallotsPrompt
                ? Ballots
                : never;

/** Every answer any prompt takes (what the engine handles without knowing the step). */
export type AnyAnswer = AnswerOf<Prompt>;
