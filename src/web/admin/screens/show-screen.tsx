import { ResourceShow } from '../record/resource-show.tsx';
import { ResourceGuard } from './guard.tsx';

export default function ShowScreen() {
  return <ResourceGuard action="show">{(resource, id) => <ResourceShow key={`${resource.name} ${id}`} resource={resource} id={id} />}</ResourceGuard>;
}
