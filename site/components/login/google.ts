// Google Identity Services, loaded only when a dialog with a client id opens (spec §7). Sign in
// with Google answers with a credential: the ID token of Google's implicit flow, carrying the
// 'openid profile email' claims (sub, email, name, picture). POST /login verifies exactly that
// token (api/auth/google.ts); an OAuth access token would not verify there.

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  ux_mode?: 'popup' | 'redirect';
  context?: 'signin' | 'signup' | 'use';
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  itp_support?: boolean;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize: (config: GoogleIdConfiguration) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
  cancel?: () => void;
}

interface WindowWithGoogle {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

function loaded(): GoogleAccountsId | undefined {
  return (window as unknown as WindowWithGoogle).google?.accounts?.id;
}

let loading: Promise<GoogleAccountsId> | undefined;

/** Adds Google's script once (a failed load may be retried) and resolves with its id API. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => {
      const api = loaded();
      if (api) resolve(api);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    });
    script.addEventListener('error', () => {
      loading = undefined;
      script.remove();
      reject(new Error(`Could not load ${GOOGLE_SCRIPT_SRC}`));
    });
    document.head.append(script);
  });
  return loading;
}

// Google warns when initialize runs twice: each id API is initialized once per client id, and
// its callback forwards to whichever dialog listens now.
const initialized = new WeakMap<GoogleAccountsId, string>();
let listener: ((credential: string) => void) | undefined;

export function listenForGoogleCredential(api: GoogleAccountsId, clientId: string, onCredential: (credential: string) => void): () => void {
  listener = onCredential;
  if (initialized.get(api) !== clientId) {
    api.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      auto_select: false,
      itp_support: true,
      callback: (response) => {
        if (response.credential) listener?.(response.credential);
        else console.warn('Google sign-in returned no credential');
      },
    });
    initialized.set(api, clientId);
  }
  return () => {
    if (listener === onCredential) listener = undefined;
  };
}

/** Google's locale for our language code (`ch` is Simplified Chinese). */
export function googleLocale(lang: string): string {
  return lang === 'ch' ? 'zh_CN' : lang;
}
