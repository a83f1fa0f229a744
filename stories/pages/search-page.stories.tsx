import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SearchPage } from '@/pages/search';
import { loadSearchFx } from '@/pages/search/testing';
import { ApiError } from '@/shared/api';
import { isLang } from '@/shared/i18n';
import { SEARCH_WORD, searchFixture } from '../fixtures';
import { mock, never, perLang } from '../support/scope';

const meta = {
  title: 'pages/search/SearchPage',
  component: SearchPage,
  parameters: { layout: 'fullscreen', route: '/search' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The searched word of the toolbar language (the address carries it). */
const searchedWord: Story['render'] = (_, { globals }) => <SearchPage query={SEARCH_WORD[isLang(globals.lang) ? globals.lang : 'hy']} />;

/** /search/{word}: results grouped by type, the words marked. */
export const Results: Story = {
  render: searchedWord,
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadSearchFx, async () => searchFixture(lang, SEARCH_WORD[lang]))] })) },
};

/** /search/{word} with no result: the nothing-found message and suggestions. */
export const NothingFound: Story = {
  args: { query: 'zzqxv' },
  parameters: { effector: perLang(({ lang }) => ({ handlers: [mock(loadSearchFx, async () => searchFixture(lang, 'zzqxv'))] })) },
};

/** /search: no text yet, the empty-search message. */
export const EmptySearch: Story = {};

/** While /search/ answers. */
export const Loading: Story = { render: searchedWord, parameters: { effector: { handlers: [mock(loadSearchFx, never)] } } };

/** /search/ failed: the retry alert. */
export const Failed: Story = {
  render: searchedWord,
  parameters: {
    effector: {
      handlers: [
        mock(loadSearchFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};
