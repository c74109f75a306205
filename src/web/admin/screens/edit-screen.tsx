import { ResourceForm } from '../record/resource-form.tsx';
import { ResourceGuard } from './guard.tsx';

export default function EditScreen() {
  return (
    <ResourceGuard action="edit">{(resource, id) => <ResourceForm key={`${resource.name} ${id}`} resource={resource} action="edit" id={id} />}</ResourceGuard>
  );
}
