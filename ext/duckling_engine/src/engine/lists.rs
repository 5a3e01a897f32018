//! Lists by key, kept in one arena: the chart's indexes (tokens by start and by span, partials by the
//! position they wait at) gain a key for nearly every token and partial, and a `Vec` per key was an
//! allocation each, then regrown and freed again — a tenth of a short parse. Here every list's items live in
//! one vector, linked in the order they were pushed, and clearing keeps the room for the next window.

use std::hash::Hash;

use super::fast_hash::FastMap;

/// Lists of `T` by `K`, each in the order its items were pushed.
pub(crate) struct Lists<K, T> {
    lists: FastMap<K, List>,
    items: Vec<Link<T>>,
}

/// Where a list's items are: its first and last item, and how many it holds.
#[derive(Clone, Copy)]
struct List {
    first: u32,
    last: u32,
    len: u32,
}

struct Link<T> {
    item: T,
    next: u32,
}

/// A list's items from one point on, up to the item that was last when the cursor was made: items pushed
/// while it is read are not reached.
#[derive(Clone, Copy)]
pub(crate) struct Cursor {
    at: u32,
    left: u32,
}

impl<K: Hash + Eq, T: Copy> Lists<K, T> {
    /// Empty lists, with room for `keys` keys and `items` items.
    pub fn with_room(keys: usize, items: usize) -> Self {
        Lists {
            lists: FastMap::with_capacity_and_hasher(keys, Default::default()),
            items: Vec::with_capacity(items),
        }
    }

    /// About how many bytes the lists hold.
    pub fn bytes(&self) -> usize {
        self.lists.capacity() * size_of::<(K, List)>()
            + self.items.capacity() * size_of::<Link<T>>()
    }

    /// Empties every list, keeping the room.
    pub fn clear(&mut self) {
        // Clearing a map writes every slot's control byte, even in a map already empty.
        if !self.lists.is_empty() {
            self.lists.clear();
        }
        self.items.clear();
    }

    /// Appends `item` to `key`'s list.
    pub fn push(&mut self, key: K, item: T) {
        let at = self.items.len() as u32;
        self.items.push(Link {
            item,
            next: u32::MAX,
        });
        let list = self.lists.entry(key).or_insert(List {
            first: at,
            last: at,
            len: 0,
        });
        if list.len > 0 {
            self.items[list.last as usize].next = at;
        }
        list.last = at;
        list.len += 1;
    }

    /// How many items `key`'s list holds.
    pub fn len(&self, key: &K) -> usize {
        self.lists.get(key).map_or(0, |list| list.len as usize)
    }

    /// A cursor over `key`'s list as it is now.
    pub fn cursor(&self, key: &K) -> Cursor {
        match self.lists.get(key) {
            Some(list) => Cursor {
                at: list.first,
                left: list.len,
            },
            None => Cursor { at: 0, left: 0 },
        }
    }

    /// The item at `cursor`, moving it on; `None` past the items it covers.
    pub fn next(&self, cursor: &mut Cursor) -> Option<T> {
        if cursor.left == 0 {
            return None;
        }
        let link = &self.items[cursor.at as usize];
        cursor.at = link.next;
        cursor.left -= 1;
        Some(link.item)
    }

    /// `key`'s list, in order.
    pub fn iter(&self, key: &K) -> impl Iterator<Item = T> + '_ {
        let mut cursor = self.cursor(key);
        std::iter::from_fn(move || self.next(&mut cursor))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_keep_the_order_of_their_pushes() {
        let mut lists: Lists<u8, u32> = Lists::with_room(2, 2);
        for (key, item) in [(1, 10), (2, 20), (1, 11), (1, 12), (2, 21), (3, 30)] {
            lists.push(key, item);
        }
        assert_eq!(lists.iter(&1).collect::<Vec<_>>(), [10, 11, 12]);
        assert_eq!(lists.iter(&2).collect::<Vec<_>>(), [20, 21]);
        assert_eq!((lists.len(&3), lists.len(&4)), (1, 0));
        assert_eq!(lists.iter(&4).count(), 0);
        lists.clear();
        assert_eq!(lists.len(&1), 0);
        lists.push(1, 13);
        assert_eq!(lists.iter(&1).collect::<Vec<_>>(), [13]);
    }

    #[test]
    fn a_cursor_stops_at_the_item_that_was_last_when_it_was_made() {
        let mut lists: Lists<u8, u32> = Lists::with_room(0, 0);
        lists.push(1, 10);
        lists.push(1, 11);
        let mut cursor = lists.cursor(&1);
        let mut read = Vec::new();
        while let Some(item) = lists.next(&mut cursor) {
            read.push(item);
            lists.push(1, item + 100);
        }
        assert_eq!(read, [10, 11]);
        assert_eq!(lists.iter(&1).collect::<Vec<_>>(), [10, 11, 110, 111]);
    }
}
