import { useRef, useState, type ChangeEvent } from 'react';
import { readText } from '../lib/readText';

/** « Importer une partie »: reads a file and hands it to the validator (the import module loads on demand). */
export function ImportButton({ onMessage }: { onMessage: (text: string, isError: boolean) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const text = await readText(file);
      const { importSaveFile } = await import('../lib/importFile');
      const result = await importSaveFile(text);
      if (result.ok) onMessage(`Partie importée depuis «\u00a0${file.name}\u00a0».`, false);
      else onMessage(`Import refusé\u00a0: ${result.error}`, true);
    } catch (err) {
      onMessage(`Import impossible\u00a0: ${err instanceof Error ? err.message : String(err)}`, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-large" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? 'Import…' : 'Importer une partie'}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Fichier de partie à importer"
        onChange={(e) => void onFile(e)}
      />
    </>
  );
}
