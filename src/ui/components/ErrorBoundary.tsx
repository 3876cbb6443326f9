import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Never a blank screen: an unexpected error shows a French message and a way out. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Veilleur : erreur inattendue', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main className="page" role="alert">
        <h1>Une erreur inattendue est survenue</h1>
        <p>
          Veilleur a rencontré un problème et ne peut pas afficher cet écran. Vos réponses déjà validées sont
          enregistrées sur l’appareil&nbsp;: rechargez la page pour reprendre là où vous en étiez.
        </p>
        <p className="muted">Détail technique&nbsp;: {this.state.error.message}</p>
        <div className="btn-row">
          <button type="button" className="btn btn-primary btn-large" onClick={() => window.location.reload()}>
            Recharger
          </button>
          <a className="btn btn-large" href="/">
            Accueil
          </a>
        </div>
      </main>
    );
  }
}
