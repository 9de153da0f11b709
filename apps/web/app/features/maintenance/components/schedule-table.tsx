import type { ScheduleMilestone, ScheduleService } from '@pitstop/contracts';
import { miles } from '../maintenance-pages';
import classes from './schedule-table.module.css';

/**
 * The schedule by mileage: each milestone and the services due then (a mileage package first). A plain table with
 * a few lines of CSS: Mantine's Table brings its scroll area and the floating-ui chunk along (about 18 KB of the
 * page's 150 KB budget, ADR 072).
 */
export function ScheduleTable({ milestones, services, caption }: { milestones: readonly ScheduleMilestone[]; services: readonly ScheduleService[]; caption: string }) {
  const names = new Map(services.map((service) => [service.slug, service.name]));
  return (
    <table className={classes.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={classes.mileage}>
            Mileage
          </th>
          <th scope="col">Services due</th>
        </tr>
      </thead>
      <tbody>
        {milestones.map((milestone) => (
          <tr key={milestone.mileage}>
            <th scope="row" className={classes.mileage}>
              {miles(milestone.mileage)} mi
            </th>
            <td>{milestone.slugs.map((slug) => names.get(slug) ?? slug).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
