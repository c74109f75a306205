import { useSay } from '../../common/say.ts';

/** The side navigation of a detail page: a link to each of its sections. */
export const SectionNav = ({ sections }: { sections: readonly { id: string; title: string }[] }) => (
  <nav className="section-nav" aria-label={useSay()('dir.sections')}>
    <ul>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </ul>
  </nav>
);
