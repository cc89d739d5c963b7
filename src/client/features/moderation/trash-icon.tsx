import { strokedIcon } from '../../components/icons'

// Decorative: the button holding it names the action.
export const TrashIcon = () => (
  <svg {...strokedIcon} width={16} height={16}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
)
