import { Link, useSearchParams } from 'react-router-dom';
import type { SearchAnswer } from '../../../registry/search-kinds.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { ErrorText, Loading } from '../ui/states.tsx';
import { SearchForm, searchPath } from './search-form.tsx';
import { SearchGroupView } from './search-group.tsx';
import './search.css';
import { readEndpoint } from '../../common/site-data.ts';

const NothingFound = ({ q, suggestion }: { q: string; suggestion: string | null }) => (
  <div className="search-nothing" role="status">
    <p>
      Nothing matches “<bdi>{q}</bdi>”.
    </p>
    {suggestion ? (
      <p className="search-suggestion">
        Did you mean <Link to={searchPath(suggestion)}>{suggestion}</Link>?
      </p>
    ) : (
      <p className="muted">Check the spelling, or try fewer or more general words, such as a town or a county.</p>
    )}
  </div>
);

/** Schools, colleges, universities, jobs and news matching ?q=, each kind apart. */
export const SearchPage = () => {
  const [params] = useSearchParams();
  const say = useSay();
  const q = (params.get('q') ?? '').trim();
  const answer = useFetch(q ? (signal) => readEndpoint<SearchAnswer>('search', { q }, signal) : null, `search?${q}`);
  const found = answer.data?.groups.some((group) => group.total > 0);
  return (
    <div className="container search-page">
      <PageHeader
        page="/search"
        title={q ? `${headIn(say, '/search')!.title}: ${q}` : undefined}
        // <bdi>: a query in another script, or with direction marks in it, cannot turn the sentence around it.
        heading={
          q ? (
            <>
              Results for “<bdi>{q}</bdi>”
            </>
          ) : (
            'Search ElimuHub'
          )
        }
      >
        <SearchForm key={q} id="search-q" initial={q} className="search-box" />
      </PageHeader>
      {!q ? (
        <p className="lead">Type a school, college or university name, a town or county, a job title or a news topic, then press Search.</p>
      ) : answer.loading ? (
        <Loading text="Searching..." />
      ) : answer.error ? (
        <ErrorText message={answer.error} />
      ) : answer.data && !found ? (
        <NothingFound q={q} suggestion={answer.data.suggestion} />
      ) : (
        <div className="search-groups">
          {answer.data?.groups.map((group) => (
            <SearchGroupView key={group.kind} group={group} q={q} />
          ))}
        </div>
      )}
    </div>
  );
};
