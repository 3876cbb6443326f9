import { useState } from 'react';
import { toBBCode, toMarkdown, toPlain, type PlayerId, type TextDoc } from '../../engine';
import './documents.css';
import { audience } from '../lib/audience';

interface DocumentsPanelProps {
  docs: TextDoc[];
  nameOf: (id: PlayerId) => string;
}

/** Put a text on the clipboard; without the Clipboard API, through a hidden selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand?.('copy') ?? false;
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

function DocumentCard({ doc, nameOf }: { doc: TextDoc; nameOf: (id: PlayerId) => string }) {
  const [status, setStatus] = useState('');
  const copy = (format: 'BBCode' | 'Markdown'): void => {
    const text = format === 'BBCode' ? toBBCode(doc) : toMarkdown(doc);
    void copyText(text).then((ok) =>
      setStatus(ok ? `Copié (${format})` : 'Copie impossible\u00a0: sélectionnez le texte de l’aperçu.'),
    );
  };
  return (
    <li className="doc" aria-label={doc.title}>
      <div className="doc-head">
        <strong>{doc.title}</strong>
        <span className="badge">{audience(doc.audience, nameOf, 'Pour ')}</span>
      </div>
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          onClick={() => copy('BBCode')}
          aria-label={`Copier «\u00a0${doc.title}\u00a0» pour un forum (BBCode)`}
        >
          Copier (BBCode)
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => copy('Markdown')}
          aria-label={`Copier «\u00a0${doc.title}\u00a0» en Markdown`}
        >
          Copier (Markdown)
        </button>
        <span className="doc-status muted" role="status">
          {status}
        </span>
      </div>
      <details>
        <summary>Aperçu</summary>
        <pre className="doc-preview">{toPlain(doc)}</pre>
      </details>
    </li>
  );
}

/** The texts a call offers to copy (forum posts, private messages), each with its « Copier » buttons. */
export function DocumentsPanel({ docs, nameOf }: DocumentsPanelProps) {
  if (docs.length === 0) return null;
  return (
    <section className="docs" aria-label="Textes à copier">
      <p className="docs-title">Textes à copier</p>
      <ul className="docs-list">
        {docs.map((doc) => (
          <DocumentCard key={doc.id} doc={doc} nameOf={nameOf} />
        ))}
      </ul>
    </section>
  );
}
