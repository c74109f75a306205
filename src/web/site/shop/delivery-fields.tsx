/**
 * One shop's delivery choice: collect at one of its pickup points, or delivery to an address in a county (only
 * when the shop delivers). The fee shown is the server's; the form only says what the buyer wants.
 */
import { counties } from '../../../registry/choices.ts';
import type { DeliveryChoice, ShopQuote } from './shop-types.ts';
import { useSay } from '../../common/say.ts';

/** Kenya's 47 counties, as the server checks them, sorted for a pick-list. */
const countyChoices = [...counties].sort();

export const DeliveryFields = ({ quote, choice, onChange }: { quote: ShopQuote; choice: DeliveryChoice; onChange: (choice: DeliveryChoice) => void }) => {
  const say = useSay();
  const id = `shop-${quote.shop.id}`;
  const set = (change: Partial<DeliveryChoice>) => onChange({ ...choice, ...change });
  return (
    <fieldset className="delivery">
      <legend>{say('shop.delivery.legend')}</legend>
      <label className="radio">
        <input type="radio" name={`${id}-method`} checked={choice.method === 'pickup'} onChange={() => set({ method: 'pickup' })} />
        {say('shop.delivery.pickup')}
      </label>
      {choice.method === 'pickup' ? (
        <div className="field">
          <label htmlFor={`${id}-pickup`}>{say('shop.delivery.point')}</label>
          <select id={`${id}-pickup`} value={choice.pickup_point ?? quote.shop.pickup_points[0]} onChange={(e) => set({ pickup_point: e.target.value })}>
            {quote.shop.pickup_points.map((point) => (
              <option key={point}>{point}</option>
            ))}
          </select>
        </div>
      ) : null}
      {quote.shop.delivers ? (
        <label className="radio">
          <input
            type="radio"
            name={`${id}-method`}
            checked={choice.method === 'address'}
            onChange={() => set({ method: 'address', county: choice.county ?? 'Nairobi' })}
          />
          {say('shop.delivery.address')}
        </label>
      ) : (
        <p className="muted">{say('shop.delivery.noDelivery')}</p>
      )}
      {choice.method === 'address' ? (
        <div className="delivery-address">
          <div className="field">
            <label htmlFor={`${id}-county`}>{say('shop.delivery.county')}</label>
            <select id={`${id}-county`} value={choice.county ?? ''} onChange={(e) => set({ county: e.target.value })}>
              {countyChoices.map((county) => (
                <option key={county}>{county}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-address`}>{say('shop.delivery.street')}</label>
            <input
              id={`${id}-address`}
              value={choice.address ?? ''}
              maxLength={300}
              autoComplete="street-address"
              placeholder={say('shop.delivery.streetHint')}
              onChange={(e) => set({ address: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-contact`}>{say('shop.delivery.receiver')}</label>
            <input id={`${id}-contact`} value={choice.contact ?? ''} maxLength={120} autoComplete="name" onChange={(e) => set({ contact: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{say('shop.delivery.receiverPhone')}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              value={choice.phone ?? ''}
              maxLength={20}
              autoComplete="tel"
              onChange={(e) => set({ phone: e.target.value })}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
};
