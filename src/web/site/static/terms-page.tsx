import { useSay } from '../../common/say.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** docs/product.md#terms: four clauses, each the catalogue's `static.terms.<n>.title|text`. */
const clauses = [1, 2, 3, 4];

export const TermsPage = () => {
  const say = useSay('pages');
  return (
    <div className="container narrow prose">
      <PageHeader page="/terms" />
      {clauses.map((n) => (
        <section key={n}>
          <h2>{say(`static.terms.${n}.title`)}</h2>
          <p>{say(`static.terms.${n}.text`)}</p>
        </section>
      ))}
    </div>
  );
};
