// Registers `client:intent` (site/lib/client-intent.ts): islands whose code waits until it is
// needed, so a public page's first paint does not pay for React.
import { fileURLToPath } from 'node:url';

export const intentDirective = {
  name: 'bookloom-client-intent',
  hooks: {
    'astro:config:setup': ({ addClientDirective }: { addClientDirective: (d: { name: string; entrypoint: string }) => void }) => {
      addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../lib/client-intent.ts', import.meta.url)) });
    },
  },
};
