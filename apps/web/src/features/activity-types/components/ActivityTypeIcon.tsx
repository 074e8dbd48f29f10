import { apiUrl } from '../../../shell/api';

/**
 * A type's icon recoloured to a colour by the server (`GET /v2/image/ChangeColor`, public, cached by the browser),
 * decorative: the type's title is always written beside it.
 */
export const ActivityTypeIcon = ({
  iconUrl,
  colour,
  size = 16,
}: {
  iconUrl: string;
  colour: string;
  size?: number;
}) => (
  <img
    src={apiUrl('/v2/image/ChangeColor', { imageUrl: iconUrl, color: colour.replace('#', '') })}
    alt=""
    width={size}
    height={size}
    className="shrink-0"
  />
);
