import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../src/app/theme';

// Unit files run two at a time on two cores: a live query that answers in 50 ms alone can take
// over a second then, and the library's default wait of 1 s made screen tests fail at random.
configure({ asyncUtilTimeout: 5000 });

/** jsdom lacks these browser APIs that Mantine asks for. */
function installBrowserShims(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function renderInApp(ui: ReactNode, initialPath = '/') {
  installBrowserShims();
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[initialPath]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
