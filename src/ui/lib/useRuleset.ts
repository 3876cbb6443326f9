/** A ruleset loaded for a screen (null while loading; a French error for an unknown one): the new-game form, the lab. */
import { useEffect, useState } from 'react';
import type { AnyRuleset } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';

export function useRuleset(id: string): { rules: AnyRuleset | null; error: string | null } {
  const [loaded, setLoaded] = useState<{ id: string; rules: AnyRuleset | null; error: string | null }>({
    id: '',
    rules: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadRuleset(id).then(
      (rules) => live && setLoaded({ id, rules, error: null }),
      (err: unknown) => live && setLoaded({ id, rules: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return loaded.id === id ? loaded : { rules: null, error: null };
}
