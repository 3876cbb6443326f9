import { Link } from '../components/Link';

/** The players' public screen is a future issue. */
export function PublicScreen() {
  return (
    <main className="page">
      <h1>Écran public&nbsp;: bientôt</h1>
      <p>L’écran destiné aux joueurs arrivera dans une prochaine version de Veilleur.</p>
      <Link className="btn" href="/">
        Retour à l’accueil
      </Link>
    </main>
  );
}
