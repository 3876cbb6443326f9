import { Link } from '../components/Link';
import { takeOver } from '../store/play';

/** The game is held by another tab: this one only shows it, and offers to take it. */
export function HoldBanner() {
  return (
    <div className="banner hold-banner" role="status">
      <p>
        <strong>Lecture seule.</strong> Cette partie est ouverte dans un autre onglet&nbsp;: celui-ci la montre et la
        suit.
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={() => void takeOver()}>
          Reprendre ici
        </button>
        <Link className="btn" href="/">
          Accueil
        </Link>
      </div>
    </div>
  );
}
