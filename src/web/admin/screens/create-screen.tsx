import { ResourceForm } from '../record/resource-form.tsx';
import { ResourceGuard } from './guard.tsx';

export default function CreateScreen() {
  return <ResourceGuard action="create">{(resource) => <ResourceForm key={resource.name} resource={resource} action="create" />}</ResourceGuard>;
}
