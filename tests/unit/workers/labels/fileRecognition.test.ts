import { describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../../../fixtures/labelFixtureData';
import { mergeLabels } from '../../../../workers/labels/mergeLabels';
import { fixtureFile, inlineEnvironment } from '../../../support/labelTestKit';

/** docs/LABELS.md, 'Files that are not what they claim': each stops the merge, naming the file and page. */
describe('files that are not what they claim', { timeout: 20_000 }, () => {
  const merge = async (amazon: string[], flipkart: string[]) =>
    mergeLabels(
      {
        amazon: await Promise.all(amazon.map((name) => fixtureFile(name as Parameters<typeof fixtureFile>[0]))),
        flipkart: await Promise.all(flipkart.map((name) => fixtureFile(name as Parameters<typeof fixtureFile>[0]))),
        catalogue: FIXTURE_CATALOGUE,
      },
      inlineEnvironment(),
    );

  it('refuses a Flipkart file given as Amazon', async () => {
    await expect(merge(['flipkart-basic.pdf'], [])).rejects.toThrow(
      /^flipkart-basic\.pdf page 1: expected an Amazon label, found a Flipkart label$/,
    );
  });

  it('refuses an Amazon file missing one page: the pairs shift', async () => {
    await expect(merge(['amazon-missing-page.pdf'], ['flipkart-basic.pdf'])).rejects.toThrow(
      /^amazon-missing-page\.pdf page 3: expected an Amazon label, found an Amazon invoice$/,
    );
  });

  it('refuses an Amazon file given as Flipkart', async () => {
    await expect(merge([], ['amazon-basic.pdf'])).rejects.toThrow(
      /^amazon-basic\.pdf page 1: expected a Flipkart label, found a page without text$/,
    );
  });

  it('refuses a Meesho file given as Amazon or Flipkart', async () => {
    await expect(merge([], ['meesho.pdf'])).rejects.toThrow(
      /^meesho\.pdf page 1: expected a Flipkart label, found a Meesho label$/,
    );
    await expect(merge(['meesho.pdf'], [])).rejects.toThrow(
      /^meesho\.pdf page 1: expected an Amazon label, found a Meesho label/,
    );
  });

  it('names every wrong file at once, and merges the right ones when asked again', async () => {
    await expect(
      merge(['amazon-basic.pdf', 'flipkart-redownload.pdf'], ['flipkart-basic.pdf', 'amazon-odd-pages.pdf']),
    ).rejects.toThrow(
      'flipkart-redownload.pdf page 1: expected an Amazon label, found a Flipkart label; amazon-odd-pages.pdf page 1: expected a Flipkart label',
    );
    expect((await merge(['amazon-basic.pdf'], ['flipkart-basic.pdf'])).summary.pages).toBe(13);
  });
});
