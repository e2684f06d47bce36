// Every admin island hydrates on its own with the strings the page picked for it
// (adminResources in ./pages.server.ts): this wraps a component in its i18next provider.
import type { ComponentType } from 'react';
import type { Resource } from 'i18next';
import { I18nIsland } from '../../lib/i18n-island.tsx';

export interface IslandProps {
  lang: string;
  resources: Resource[string];
}

export function withIsland<P extends object>(Inner: ComponentType<P>): ComponentType<P & IslandProps> {
  function Island(props: P & IslandProps) {
    return (
      <I18nIsland lang={props.lang} resources={props.resources}>
        <Inner {...props} />
      </I18nIsland>
    );
  }
  Island.displayName = `Island(${Inner.displayName ?? Inner.name})`;
  return Island;
}
