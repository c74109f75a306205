import { ResourceList } from '../list/resource-list.tsx';
import { ResourceGuard } from './guard.tsx';

export default function ListScreen() {
  return <ResourceGuard action="list">{(resource) => <ResourceList key={resource.name} resource={resource} />}</ResourceGuard>;
}
