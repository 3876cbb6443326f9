/**
 * « Équilibre » (/equilibre): the balance lab an MJ uses before the game.
 * Thousands of simulated games of a setup, played by Web Workers while the
 * screen stays responsive: each camp's chances with their 95 % interval, the
 * games' length, each card's survival and effect; two setups side by side;
 * « Équilibrer », the nearby composition closest to 50 % for the village.
 * Every figure comes from `src/balance`; the screen only runs and shows.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyRuleset } from '../../engine';
import type { BalanceSetup, PolicyId } from '../../balance/games';
import { knownOn, Played, setupKey } from '../../balance/played';
import { villageAmong } from '../../balance/summary';
import {
  equilibrate,
  neighbours,
  nextRequests,
  type Candidate,
  type Evaluate,
  type SearchResult,
} from '../../balance/search';
import { lastRunOf, saveRun, type StoredRun } from '../../storage/balance';
import { describeStorageError } from '../../storage';
import { Link } from '../components/Link';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { dateAndTime } from '../lib/clock';
import { navigate, NEW_GAME_PATH } from '../router';
import { useSetup } from '../store/setup';
import './balance.css';
import { DifferencePanel } from './DifferencePanel';
import { EquilibrerPanel } from './EquilibrerPanel';
import { Cancelled, type AheadRun } from './pool';
import { ProgressPanel } from './ProgressPanel';
import { policyName, policyTitle, ResultsPanel, type RunView } from './ResultsPanel';
import { SavedRuns } from './SavedRuns';
import { countsOf, SetupForm } from './SetupForm';
import { policiesOf, toBalanceSetup, warmSetup } from './setup';
import { workersFor } from '../lib/pool';
import { useLab, type LabSetup } from './store';
import { piecesOf, useEquilibrerAhead, type AheadRounds } from './useEquilibrerAhead';
import { useLabAhead } from './useLabAhead';
import { useRuns } from './useRuns';
import { useRuleset } from '../lib/useRuleset';

interface Shown {
  a: RunView[];
  b: RunView[];
  /** Read back from this device rather than just played. */
  saved?: number;
}

/** The games of `setup`'s run on screen (A's first run): 0 when none is, or another setup's. */
function gamesShownOf(shown: Shown | null, setup: BalanceSetup): number {
  const run = shown?.a[0];
  return run && setupKey(run.setup) === setupKey(setup) ? run.tally.games : 0;
}

const newId = () => Math.random().toString(36).slice(2, 10);

/** The village of a composition (`villageAmong` its cards): the camp « Équilibrer » aims at 50 %. */
function villageOfCards(rules: AnyRuleset, cards: readonly string[]): string {
  const n: Record<string, number> = {};
  for (const c of cards) {
    const camp = rules.roles.find((r) => r.id === c)?.camp;
    if (camp) n[camp] = (n[camp] ?? 0) + 1;
  }
  return villageAmong(rules, n);
}

function labOf(run: StoredRun): Partial<LabSetup> {
  return {
    rulesetId: run.setup.rulesetId,
    options: run.setup.options,
    players: run.setup.players,
    counts: run.setup.cards ? countsOf(run.setup.cards) : {},
    randomCards: run.setup.cards === null,
    games: run.games,
    seed: run.setup.seed,
    policy: run.setup.policy,
  };
}

export default function BalanceScreen() {
  useDocumentTitle('Équilibre');
  const a = useLab((s) => s.a);
  const b = useLab((s) => s.b);
  const { rules: rulesA, error: loadError } = useRuleset(a.rulesetId);
  const { rules: rulesB } = useRuleset(b?.rulesetId ?? a.rulesetId);
  const { play, raw, warm, ahead, rest, cancel, progress, setProgress } = useRuns();
  const [shown, setShown] = useState<Shown | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [search, setSearch] = useState<{ result: SearchResult; village: string; rules: AnyRuleset } | null>(null);
  const [saved, setSaved] = useState(0);
  // The games of the last run its workers had played ahead (`useLabAhead`): on the page for the tests.
  const [playedAhead, setPlayedAhead] = useState(0);
  // The games played on this screen (runs shown, earlier searches): « Équilibrer » goes on from them.
  const played = useRef(new Played());
  const running = progress !== null;
  // The ruleset and policy the workers warmed up on (once each per screen), and whether that is over.
  const warming = useRef<string | null>(null);
  const [warmedFor, setWarmedFor] = useState<string | null>(null);
  const warmKey = `${a.rulesetId}/${policiesOf(a)[0]!}`;

  // The workers warm up as soon as the rules are known, while the MJ chooses the setup: the run goes at full pace.
  useEffect(() => {
    if (!rulesA || rulesA.id !== a.rulesetId || warming.current === warmKey) return;
    const setup = warmSetup(rulesA, a);
    if (!setup) return;
    warming.current = warmKey;
    void warm(setup).then(() => setWarmedFor(warmKey));
  }, [rulesA, a, warmKey, warm]);

  // The run a tap would start (its first step), played ahead while the MJ reads the setup; not once its results are shown.
  const first = useMemo(() => {
    if (!rulesA || rulesA.id !== a.rulesetId) return null;
    const s = toBalanceSetup(rulesA, a, policiesOf(a)[0]!);
    return s.ok ? s.value : null;
  }, [rulesA, a]);
  const firstShown = first ? gamesShownOf(shown, first) : 0;
  const alreadyShown = first !== null && firstShown === a.games;
  // The runs a tap on « Lancer » would start (each kind of players of A, then of B), played ahead while the MJ reads the setups.
  const aheadRuns = useMemo((): AheadRun[] | null => {
    const sides: [AnyRuleset | null, LabSetup][] = b
      ? [
          [rulesA, a],
          [rulesB, b],
        ]
      : [[rulesA, a]];
    const out: AheadRun[] = [];
    for (const [rules, lab] of sides) {
      if (!rules || rules.id !== lab.rulesetId) return null;
      for (const policy of policiesOf(lab)) {
        const s = toBalanceSetup(rules, lab, policy);
        if (!s.ok) return null;
        out.push({ setup: s.value, games: lab.games });
      }
    }
    return out;
  }, [rulesA, rulesB, a, b]);
  const onScreenAll = shown ? [...shown.a, ...shown.b] : [];
  const allShown =
    aheadRuns !== null &&
    onScreenAll.length === aheadRuns.length &&
    onScreenAll.every(
      (v, i) => v.tally.games === aheadRuns[i]!.games && setupKey(v.setup) === setupKey(aheadRuns[i]!.setup),
    );
  useLabAhead(running || allShown ? null : aheadRuns, ahead, rest);

  // Once the chosen cards' results are on screen, « Équilibrer »'s search is played ahead while the MJ reads them.
  const rivals = useRef<{ key: string; candidates: Candidate[] } | null>(null);
  const equilibrerKey = alreadyShown && !running && !b && first.cards !== null && rulesA ? setupKey(first) : null;
  const rounds = useMemo((): AheadRounds | null => {
    if (equilibrerKey === null || !rulesA || !first?.cards) return null;
    const base = first;
    const cards = first.cards;
    const known = knownOn(played.current, base, villageOfCards(rulesA, cards), firstShown);
    return {
      left: () => {
        if (rivals.current?.key !== equilibrerKey)
          rivals.current = { key: equilibrerKey, candidates: neighbours(rulesA, base.players, base.options, cards) };
        return nextRequests({ cards, change: null }, rivals.current.candidates, known).flatMap((r) =>
          piecesOf(r.from, r.to).map(([from, to]) => ({ setup: { ...base, cards: r.cards }, from, to })),
        );
      },
      chunk: 2 * workersFor(navigator.hardwareConcurrency),
      play: (runs) => raw(runs, () => undefined),
      keep: (runs, results) => results.forEach((r, i) => played.current.add(runs[i]!.setup, runs[i]!.from, r.tally)),
    };
  }, [equilibrerKey, rulesA, first, firstShown, raw]);
  const settled = useEquilibrerAhead(equilibrerKey, rounds);

  // The last run of this very setup, kept on this device, until a new one is played.
  useEffect(() => {
    if (!rulesA || shown) return;
    const setup = toBalanceSetup(rulesA, a, policiesOf(a)[0]!);
    if (!setup.ok) return;
    let live = true;
    lastRunOf(setup.value).then(
      (run) => live && run && setShown({ a: [viewOf(run)], b: [], saved: run.at }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rulesA, a, shown]);

  const viewOf = (run: StoredRun): RunView => {
    played.current.add(run.setup, 0, run.tally);
    return {
      id: run.id,
      title: `Enregistré — ${policyName(run.setup.policy)}`,
      setup: run.setup,
      tally: run.tally,
      records: [],
      seconds: run.seconds,
    };
  };

  const setupsOf = (rules: AnyRuleset, lab: LabSetup): BalanceSetup[] | null => {
    const out: BalanceSetup[] = [];
    for (const policy of policiesOf(lab)) {
      const s = toBalanceSetup(rules, lab, policy);
      if (!s.ok) {
        setMessage(s.error);
        return null;
      }
      out.push(s.value);
    }
    return out;
  };

  const start = async (): Promise<void> => {
    if (!rulesA || (b && !rulesB)) return;
    setMessage(null);
    setSearch(null);
    const sa = setupsOf(rulesA, a);
    const sb = b && rulesB ? setupsOf(rulesB, b) : [];
    if (!sa || !sb) return;
    // The few compositions « Équilibrer » was playing ahead finish first (their games are kept).
    await settled();
    const label = (side: string, s: BalanceSetup) => `${side}${policyTitle(s.policy)}`;
    const steps = [
      ...sa.map((s) => ({ label: label(b ? 'A — ' : '', s), setup: s, from: 0, to: a.games, records: true })),
      ...sb.map((s) => ({ label: label('B — ', s), setup: s, from: 0, to: b!.games, records: true })),
    ];
    const started = performance.now();
    try {
      const results = await play(steps);
      const seconds = (performance.now() - started) / 1000;
      setPlayedAhead(results.reduce((n, r) => n + (r.ahead ?? 0), 0));
      const views = results.map((r, i): RunView => ({
        id: newId(),
        title: `${b ? (i < sa.length ? 'A — ' : 'B — ') : ''}${policyTitle(steps[i]!.setup.policy)}`,
        setup: steps[i]!.setup,
        tally: r.tally,
        records: r.records,
        seconds,
      }));
      for (const v of views) played.current.add(v.setup, 0, v.tally);
      setShown({ a: views.slice(0, sa.length), b: views.slice(sa.length) });
      try {
        for (const v of views)
          await saveRun({ setup: v.setup, games: v.tally.games, tally: v.tally, at: Date.now(), seconds });
        setSaved((n) => n + 1);
      } catch (err) {
        setMessage(`Les résultats n’ont pas pu être enregistrés sur l’appareil\u00a0: ${describeStorageError(err)}`);
      }
    } catch (err) {
      setMessage(err instanceof Cancelled ? 'Simulation annulée.' : err instanceof Error ? err.message : String(err));
    }
  };

  const balance = async (): Promise<void> => {
    if (!rulesA) return;
    setMessage(null);
    const policy: PolicyId = policiesOf(a)[0]!;
    const setup = toBalanceSetup(rulesA, { ...a, randomCards: false }, policy);
    if (!setup.ok || setup.value.cards === null) {
      setMessage(
        setup.ok ? 'Choisissez des cartes\u00a0: «\u00a0Équilibrer\u00a0» part des cartes choisies.' : setup.error,
      );
      return;
    }
    const base = setup.value;
    const cards = base.cards!;
    const village = villageOfCards(rulesA, cards);
    const candidates = neighbours(rulesA, a.players, base.options, cards);
    // The first round played ahead counts (`known`); the compositions under way finish first.
    await settled();
    const started = performance.now();
    let before = 0;
    // Unknown until the search says how many games it plans (ProgressPanel shows no total meanwhile).
    let total = 0;
    const show = (done: number) => {
      const seconds = (performance.now() - started) / 1000;
      setProgress({
        label: `Équilibrer\u00a0: ${candidates.length} compositions voisines`,
        done: before + done,
        total,
        started,
        rate: seconds > 0 ? (before + done) / seconds : 0,
      });
    };
    // A round of the search at once: its compositions' games spread over all the workers.
    const evaluate: Evaluate = async (requests) => {
      const runs = requests.map(({ cards: c, from, to }) => ({ setup: { ...base, cards: c }, from, to }));
      const results = await raw(runs, show);
      before += requests.reduce((n, r) => n + r.to - r.from, 0);
      results.forEach((r, i) => played.current.add(runs[i]!.setup, runs[i]!.from, r.tally));
      return results.map((r) => ({ wins: r.tally.wins[village] ?? 0, games: r.tally.games }));
    };
    // The cards chosen count their run on screen whole; every change, exactly each round's games.
    const known = knownOn(played.current, base, village, gamesShownOf(shown, base));
    try {
      show(0);
      const result = await equilibrate({ cards, change: null }, candidates, evaluate, undefined, {
        known,
        progress: (_done, t) => {
          total = t;
        },
      });
      if (result) setSearch({ result, village, rules: rulesA });
    } catch (err) {
      setMessage(err instanceof Cancelled ? 'Recherche annulée.' : err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };

  const use = (cards: string[]): void => {
    const draft = useSetup.getState();
    if (draft.rulesetId !== a.rulesetId) draft.setRuleset(a.rulesetId);
    draft.setOptions(a.options);
    draft.ensurePlayers(a.players);
    draft.setComposition(cards);
    // The table still to name opens on its names (the cards kept for the next step); a named one on the cards.
    const unnamed = useSetup.getState().players.some((p) => p.name.trim() === '');
    draft.goTo(unnamed ? 'players' : 'cards');
    navigate(NEW_GAME_PATH);
  };

  const showSaved = (run: StoredRun): void => {
    useLab.getState().load(labOf(run));
    setSearch(null);
    setShown({ a: [viewOf(run)], b: [], saved: run.at });
  };

  return (
    <main className="page lab" data-warm={warmedFor === warmKey ? 'oui' : 'non'} data-ahead={playedAhead}>
      <header className="page-header">
        <h1>Équilibre</h1>
        <Link className="btn btn-ghost" href="/">
          Accueil
        </Link>
      </header>
      <p className="muted">Des milliers de parties simulées pour savoir si le village a ses chances, avant de jouer.</p>

      <div className={b ? 'lab-sides lab-sides-two' : 'lab-sides'}>
        <SetupForm side="a" rules={rulesA} legend={b ? 'Composition A' : 'La partie à tester'} />
        {b && <SetupForm side="b" rules={rulesB} legend="Composition B" />}
      </div>
      {loadError && (
        <p className="alert" role="alert">
          {loadError}
        </p>
      )}

      <div className="btn-row lab-actions">
        <button
          type="button"
          className="btn btn-primary btn-large"
          disabled={running || !rulesA}
          onClick={() => void start()}
        >
          {b ? 'Lancer les deux' : 'Lancer la simulation'}
        </button>
        <button
          type="button"
          className="btn btn-large"
          disabled={running}
          aria-pressed={b !== null}
          onClick={() => useLab.getState().compare(b === null)}
        >
          {b ? 'Ne plus comparer' : 'Comparer'}
        </button>
        <button
          type="button"
          className="btn btn-large"
          disabled={running || !rulesA || a.randomCards || b !== null}
          onClick={() => void balance()}
        >
          Équilibrer
        </button>
      </div>

      <div className="alert" role="alert">
        {message}
      </div>
      {progress && <ProgressPanel progress={progress} onCancel={cancel} />}

      {search && <EquilibrerPanel rules={search.rules} result={search.result} village={search.village} onUse={use} />}

      {shown && rulesA && (
        <div className={shown.b.length ? 'lab-sides lab-sides-two' : 'lab-sides'}>
          <div>
            {shown.saved !== undefined && (
              <p className="notice">{`Résultats enregistrés sur cet appareil le ${dateAndTime(shown.saved)}.`}</p>
            )}
            {shown.a.map((run) => (
              <ResultsPanel key={run.id} rules={rulesA} run={run} />
            ))}
            {shown.a.length === 2 && (
              <DifferencePanel rules={rulesA} a={shown.a[0]!} b={shown.a[1]!} title="Ce que change le jeu informé" />
            )}
          </div>
          {shown.b.length > 0 && rulesB && (
            <div>
              {shown.b.map((run) => (
                <ResultsPanel key={run.id} rules={rulesB} run={run} />
              ))}
            </div>
          )}
        </div>
      )}
      {shown && shown.b.length > 0 && rulesA && (
        <DifferencePanel rules={rulesA} a={shown.a[0]!} b={shown.b[0]!} title="A contre B" />
      )}

      <SavedRuns refresh={saved} onShow={showSaved} />
    </main>
  );
}
