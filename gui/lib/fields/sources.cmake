# Number and size fields that state their range and refuse, with a message, what lies outside
# it (issue 21: no silent wrong values).
set(CALLTREE_GUI_FIELDS_SOURCES
  lib/fields/decimal_box.cpp lib/fields/decimal_box.h
  lib/fields/field_refusal.cpp lib/fields/field_refusal.h
  lib/fields/number_format.cpp lib/fields/number_format.h
  lib/fields/size_field.cpp lib/fields/size_field.h
  lib/fields/whole_number_box.cpp lib/fields/whole_number_box.h
)
