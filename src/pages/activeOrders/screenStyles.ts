// The date picker's and the chart's styles, loaded with the screen's chunk (after @mantine/core's,
// which they build on), and kept apart from its components so Node (the bench) can render them.
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
