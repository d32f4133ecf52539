import { expose } from 'comlink';
import { createPageReader } from './pageReader';
import { loadBrowserPdfJs } from './pdfjsBrowser';
import { portableInflate } from './pdfText/portableInflate';

expose(createPageReader(loadBrowserPdfJs, portableInflate));
