import { Center, Loader } from '@mantine/core';

/** The centred spinner a screen or panel shows while its code or its data is on the way. */
export function ScreenLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
