import { useState } from 'preact/hooks';
import { Api, errorText, type Role, type Session } from '../api.ts';

/**
 * Sign in with the admin token (operators: everything, unbilled) or an API key (analysts: read-only,
 * billed like any client). The secret is checked with one call before it is kept for this tab.
 */
export function SignIn(props: { onSignedIn: (s: Session, balance: number | null) => void }) {
  const [role, setRole] = useState<Role>('analyst');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const session = { role, secret: secret.trim() };
    const api = new Api(
      session,
      () => undefined,
      () => undefined,
    );
    try {
      await api.read('/agents?limit=1', true);
      props.onSignedIn(session, api.balance);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="sign-in">
      <h1>Sitrep console</h1>
      <p>Watch agents, reports, events and the pipeline. Your secret stays in this browser tab only.</p>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Sign in as</legend>
          <label>
            <input
              type="radio"
              name="role"
              value="analyst"
              checked={role === 'analyst'}
              onChange={() => setRole('analyst')}
            />{' '}
            Analyst, with an API key (read-only; billed like any client)
          </label>
          <label>
            <input
              type="radio"
              name="role"
              value="admin"
              checked={role === 'admin'}
              onChange={() => setRole('admin')}
            />{' '}
            Operator, with the admin token
          </label>
        </fieldset>
        <label for="secret">{role === 'admin' ? 'Admin token' : 'API key (sk_…)'}</label>
        <input
          id="secret"
          name="secret"
          type="password"
          autoComplete="off"
          required
          value={secret}
          onInput={(e) => setSecret(e.currentTarget.value)}
        />
        <button type="submit" disabled={busy || !secret.trim()}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
