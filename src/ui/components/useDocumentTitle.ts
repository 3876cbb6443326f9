import { useEffect } from 'react';

/** The tab's title (read by screen readers on navigation, shown in the task switcher). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Veilleur` : 'Veilleur';
  }, [title]);
}
