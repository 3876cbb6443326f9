import { setNarration, useNarrationSetting } from './usePublicNarration';

/**
 * « Annonces à voix haute » on the players' screen: off until the table turns it on, on this device only. The tap
 * is also what lets the browser speak (none speaks before a user gesture).
 */
export function NarrationToggle() {
  const on = useNarrationSetting();
  return (
    <button
      type="button"
      className="btn pb-narration"
      aria-pressed={on}
      onClick={(e) => {
        // Not a tap on the board: it would ask for the full screen.
        e.stopPropagation();
        setNarration(!on);
      }}
    >
      Annonces à voix haute
    </button>
  );
}
