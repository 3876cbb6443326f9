/**
 * « Pourquoi ? » under a refusal: the line of the rule book the engine named
 * (`004:230` is line 230 of the book in play). The reason itself says the rule
 * in plain French; the line is for the MJ who wants to read the book.
 */
export function RuleWhy({ rule }: { rule: string }) {
  const line = rule.includes(':') ? rule.slice(rule.indexOf(':') + 1) : rule;
  const many = line.includes('-') || line.includes(',');
  return (
    <details className="rule-why">
      <summary>Pourquoi&nbsp;?</summary>
      <p className="muted">
        Règle du livre, {many ? 'lignes' : 'ligne'} {line.replace('-', ' à ')} <span className="muted">({rule})</span>
      </p>
    </details>
  );
}
