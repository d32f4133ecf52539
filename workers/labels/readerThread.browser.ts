import { expose } from 'comlink';
import { createPageReader } from './pageReader';
import { loadBrowserPdfJs } from './pdfjsBrowser';

expose(createPageReader(loadBrowserPdfJs));
