import { useEffect, useMemo, useRef, useState } from 'react';
import { checkSetup, createGame, normalizeOptions } from '../../engine';
import { describeStorageError } from '../../storage';
import { Link } from '../components/Link';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { defaultGameTitle } from '../lib/gameTitle';
import { storeNewGame } from '../lib/startGame';
import { useRuleset } from '../lib/useRuleset';
import { gamePath, navigate } from '../router';
import { buildSetup } from '../setup/buildSetup';
import { CardsStep } from '../setup/CardsStep';
import { CheckStep } from '../setup/CheckStep';
import { DealStep } from '../setup/DealStep';
import { PlayersStep } from '../setup/PlayersStep';
import { RulesStep } from '../setup/RulesStep';
import { SETUP_STEPS, useSetup, type SetupStep } from '../store/setup';
import { markStartedByTap } from '../voice/startRun';
import '../styles/setup.css';

function isTextField(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** The new game at /nouvelle: rules, players, cards, deal, then the checklist. */
export default function NewGameScreen() {
  const draft = useSetup();
  const { rules, error: loadError } = useRuleset(draft.rulesetId);
  const [starting, setStarting] = useState(false);
  useDocumentTitle('Nouvelle partie');

  // Once the ruleset is known: its option defaults and its minimum number of seats.
  useEffect(() => {
    if (!rules) return;
    const { rulesetId, options, ensurePlayers, setOptions } = useSetup.getState();
    // The MJ may have picked another book while this effect waited: these rules are no longer the draft's.
    if (rules.id !== rulesetId) return;
    // Keep only this book's options (another book's, set by a late effect, would make « Suivant » refuse them).
    const own = Object.fromEntries(Object.entries(options).filter(([id]) => rules.options.some((o) => o.id === id)));
    const normalized = normalizeOptions(rules, own);
    if (normalized.ok) setOptions(normalized.value);
    ensurePlayers(rules.minPlayers);
  }, [rules]);

  const preview = useMemo(() => {
    if (!rules || (draft.step !== 'check' && draft.step !== 'deal')) return null;
    return createGame(rules, buildSetup(rules, draft));
  }, [rules, draft]);

  const index = SETUP_STEPS.findIndex((s) => s.id === draft.step);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Each step opens at its top, its title focused (« Suivant » was tapped at the bottom of the previous one).
  useEffect(() => {
    document.scrollingElement?.scrollTo?.(0, 0);
    // Never take the focus from a field the MJ already tapped (a quick tap may come before this effect runs).
    if (isTextField(document.activeElement)) return;
    titleRef.current?.focus({ preventScroll: true });
  }, [draft.step]);

  /** Leaving a step: the engine judges what has been entered so far. */
  const validate = (step: SetupStep): string | null => {
    if (!rules) return 'Les règles ne sont pas encore chargées.';
    // As it is now (« Suivant » may just have dropped an empty last row).
    const draft = useSetup.getState();
    switch (step) {
      case 'rules': {
        const options = normalizeOptions(rules, draft.options);
        return options.ok ? null : options.error;
      }
      case 'players': {
        // Judged with the suggested cards, so only the players can be at fault here.
        const cards = rules.suggestComposition(draft.players.length, draft.options);
        const checked = checkSetup(rules, buildSetup(rules, { ...draft, dealMode: 'random' }, cards));
        return checked.ok ? null : checked.error;
      }
      case 'cards': {
        const checked = checkSetup(rules, buildSetup(rules, { ...draft, dealMode: 'random' }));
        return checked.ok ? null : checked.error;
      }
      case 'deal':
        return preview && !preview.ok ? preview.error : null;
      default:
        return null;
    }
  };

  const next = (): void => {
    // Enter after the last name adds a row for the next one: left empty, it is not a player (above the minimum).
    if (draft.step === 'players' && rules) {
      const { players, removePlayer } = useSetup.getState();
      for (let i = players.length - 1; i >= rules.minPlayers && players[i]!.name.trim() === ''; i--)
        removePlayer(players[i]!.id);
    }
    const error = validate(draft.step);
    if (error) {
      draft.setError(error);
      return;
    }
    const following = SETUP_STEPS[index + 1];
    if (following) {
      const now = useSetup.getState();
      if (following.id === 'cards' && Object.keys(now.counts).length === 0 && rules) {
        draft.setComposition(rules.suggestComposition(now.players.length, now.options));
      }
      if (following.id === 'check') draft.resetChecklist();
      draft.goTo(following.id);
    }
  };

  const start = async (): Promise<void> => {
    if (!rules || !preview?.ok) return;
    setStarting(true);
    try {
      const title = draft.title.trim() || defaultGameTitle(rules.name, draft.players.length, new Date());
      const id = await storeNewGame(rules, preview.value, title);
      useSetup.getState().reset();
      // This tap starts the night too: the voice, if on, reads the first call without « Reprendre ».
      markStartedByTap(id);
      navigate(gamePath(id), { replace: true });
    } catch (err) {
      draft.setError(describeStorageError(err));
      setStarting(false);
    }
  };

  const current = SETUP_STEPS[index]!;

  return (
    <main className="page setup">
      <header className="page-header">
        <h1>Nouvelle partie</h1>
        <Link className="btn btn-ghost" href="/" aria-label="Accueil (le formulaire est gardé)">
          Accueil
        </Link>
      </header>

      <nav aria-label="Étapes">
        <ol className="stepper-nav">
          {SETUP_STEPS.map((step, i) => (
            <li key={step.id}>
              <button
                type="button"
                className="btn btn-ghost"
                aria-current={i === index ? 'step' : undefined}
                disabled={i >= index}
                onClick={() => draft.goTo(step.id)}
              >
                {`${i + 1}. ${step.label}`}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="setup-step-title">
        <h2 id="setup-step-title" ref={titleRef} tabIndex={-1}>
          {current.label}
        </h2>
        {loadError && (
          <p className="alert" role="alert">
            {loadError}
          </p>
        )}
        {draft.step === 'rules' && <RulesStep rules={rules} />}
        {rules && draft.step === 'players' && <PlayersStep rules={rules} />}
        {rules && draft.step === 'cards' && <CardsStep rules={rules} />}
        {rules && draft.step === 'deal' && <DealStep rules={rules} />}
        {rules && draft.step === 'check' && preview?.ok && <CheckStep rules={rules} preview={preview.value} />}
      </section>

      <div className="setup-nav">
        {/* Beside the button that caused it, in view however long the step. */}
        <div className="alert setup-error" role="alert">
          {draft.error}
        </div>
        <button
          type="button"
          className="btn btn-large"
          disabled={index === 0}
          onClick={() => draft.goTo(SETUP_STEPS[index - 1]!.id)}
        >
          Précédent
        </button>
        {draft.step === 'check' ? (
          <button
            type="button"
            className="btn btn-primary btn-large"
            disabled={starting || draft.handoff !== null}
            onClick={() => void start()}
          >
            Commencer la partie
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-large" disabled={!rules} onClick={next}>
            {draft.step === 'deal' ? 'Distribuer les cartes' : 'Suivant'}
          </button>
        )}
      </div>
    </main>
  );
}
