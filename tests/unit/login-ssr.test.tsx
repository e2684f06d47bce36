// The island is rendered on the server (no document) before it hydrates: it must render nothing
// there, even when the popup store already says 'login'.
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import LoginDialogIsland from '../../site/components/login/LoginDialog.tsx';
import { $popup } from '../../site/stores/navigation.ts';
import { enResources } from './login-helpers.tsx';

afterEach(() => {
  $popup.set('none');
});

it('renders nothing on the server, whatever the popup store says', () => {
  expect(typeof document).toBe('undefined');
  $popup.set('login');
  expect(renderToString(<LoginDialogIsland lang="en" resources={enResources} isLocal initialMode="login" googleClientId="id" />)).toBe('');
});
