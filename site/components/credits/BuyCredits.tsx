// The account page's packs: a currency choice and a Buy button per pack. Buy asks the server for
// a Stripe Checkout Session (startCheckout, with the page to come back to) and goes there.
import { useEffect, useState } from 'react';
import { graphql, request } from '../../lib/graphql.ts';

export interface PackOffer {
  id: string;
  /** "100 credits" */
  name: string;
  /** currency → { price text, the button's accessible name } */
  prices: Record<string, { price: string; label: string }>;
}

export interface BuyCreditsProps {
  lang: string;
  packs: PackOffer[];
  currencies: string[];
  currency: string;
  returnTo: string | null;
  strings: { buy: string; currency: string; opening: string; failed: string };
}

const START = graphql('mutation StartCheckout($packId: ID!, $currency: String, $returnTo: String, $lang: String!) { startCheckout(packId: $packId, currency: $currency, returnTo: $returnTo, lang: $lang) }');

export default function BuyCredits({ lang, packs, currencies, currency: initial, returnTo, strings }: BuyCreditsProps) {
  const [currency, setCurrency] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  // the server-rendered buttons wait for the island: a click before it is live would do nothing
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [error, setError] = useState<string | null>(null);

  const buy = async (packId: string) => {
    setBusy(packId);
    setError(null);
    try {
      const { startCheckout } = await request(START, { packId, currency, returnTo, lang });
      window.location.assign(startCheckout);
    } catch {
      setError(strings.failed);
      setBusy(null);
    }
  };

  const offered = packs.filter((p) => p.prices[currency]);
  return (
    <div className="buy-credits">
      {currencies.length > 1 && (
        <label className="buy-credits-currency">
          <span>{strings.currency}</span>
          <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {currencies.map((c) => <option key={c} value={c}>{c.toUpperCase()}</option>)}
          </select>
        </label>
      )}
      <ul className="credit-packs">
        {offered.map((p) => (
          <li key={p.id} className="credit-pack" data-pack={p.id}>
            <strong>{p.name}</strong>
            <span className="credit-pack-price">{p.prices[currency]!.price}</span>
            <button type="button" className="ui-button ui-button--small ui-button--primary" aria-label={p.prices[currency]!.label}
              disabled={!live || busy !== null} aria-busy={busy === p.id || undefined} onClick={() => void buy(p.id)}>
              {busy === p.id ? strings.opening : strings.buy}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className="credits-error">{error}</p>}
    </div>
  );
}
