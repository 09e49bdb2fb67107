# calltree_set_warnings(target): the project's warning level (-Wall -Wextra must stay clean).
function(calltree_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                          )
endfunction()
