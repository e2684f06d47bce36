// The Google button of the start screen (spec §2, §7), with the OR separator under it. Google's
// script is fetched only now; until its button is drawn a placeholder holds the place, and if the
// script cannot load, the block disappears (the failure is logged, spec §8).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { googleLocale, listenForGoogleCredential, loadGoogleIdentity } from './google.ts';
import { useLoginT } from './parts.tsx';

const BUTTON_MIN_WIDTH = 200;
const BUTTON_MAX_WIDTH = 400;
const BUTTON_DEFAULT_WIDTH = 320;

export interface GoogleSignInProps {
  clientId: string;
  lang: string;
  onCredential: (credential: string) => void;
  busy?: boolean;
}

export function GoogleSignIn({ clientId, lang, onCredential, busy = false }: GoogleSignInProps) {
  const t = useLoginT();
  const group = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const handler = useRef(onCredential);
  useLayoutEffect(() => {
    handler.current = onCredential;
  });

  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    setState('loading');
    loadGoogleIdentity()
      .then((api) => {
        const parent = slot.current;
        if (!live || !parent) return;
        stop = listenForGoogleCredential(api, clientId, (credential) => handler.current(credential));
        const width = group.current?.clientWidth || BUTTON_DEFAULT_WIDTH;
        parent.replaceChildren();
        api.renderButton(parent, {
          type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'rectangular',
          logo_alignment: 'center', width: Math.min(BUTTON_MAX_WIDTH, Math.max(BUTTON_MIN_WIDTH, width)), locale: googleLocale(lang),
        });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('Google sign-in is unavailable:', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [clientId, lang]);

  if (state === 'failed') return null;
  return (
    <>
      <div ref={group} className="login-google" role="group" aria-label={t('google')} aria-busy={state === 'loading' || busy || undefined}>
        {state === 'loading' ? (
          <Button kind="secondary" loading className="login-google-placeholder">{t('google')}</Button>
        ) : null}
        <div ref={slot} className="login-google-slot" data-testid="google-button" hidden={state !== 'ready'} inert={busy || undefined} />
      </div>
      <p className="login-or"><span>{t('or')}</span></p>
    </>
  );
}
