import { Link } from '../components/Link';

export function NotFoundScreen({ path }: { path: string }) {
  return (
    <main className="page">
      <h1>Page introuvable</h1>
      <p>Veilleur ne connaît pas l’adresse «&nbsp;{path}&nbsp;».</p>
      <Link className="btn btn-primary" href="/">
        Retour à l’accueil
      </Link>
    </main>
  );
}
